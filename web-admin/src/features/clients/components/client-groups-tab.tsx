import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistGroup } from '@inkwell/contracts';
import { errorToText, useDataTableLabels, useLocalizedPath } from '@inkwell/web-kit';
import { useGetClientGroupsQuery } from '../api/clients-api';

/** Spec client tab groups: the client's linguist groups, each opening its page; core-api answers them whole. */
export function ClientGroupsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tableLabels = useDataTableLabels();
  const { data: groups = [], error, isFetching } = useGetClientGroupsQuery(clientId);
  const columns = useMemo<DataTableColumn<LinguistGroup>[]>(() => {
    const header = (id: string) => t(`clients.groups.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (group) => <Link to={localized(`/group/${group.id}`)}>{group.name}</Link> },
      { id: 'type', header: header('type'), cell: (group) => t(`linguistCommon.groupType.${group.type}`) },
      { id: 'members', header: header('members'), align: 'right', cell: (group) => group.membersCount },
      { id: 'created', header: header('created'), cell: (group) => formatDate(group.createdAt) },
    ];
  }, [t, localized]);
  return (
    <DataTable<LinguistGroup>
      {...tableLabels}
      label={t('clients.groups.label')}
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id}
      total={groups.length}
      loading={isFetching}
      error={error ? errorToText(error, t) : undefined}
      page={0}
      pageSize={100}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      emptyState={<EmptyState title={t('clients.groups.empty')} />}
    />
  );
}
