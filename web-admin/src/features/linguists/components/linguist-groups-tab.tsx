import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminLinguistGroup } from '@inkwell/contracts';
import { errorToText, useDataTableLabels, useLocalizedPath } from '@inkwell/web-kit';
import { clientName } from '../../../utils/client-name';
import { useGetLinguistGroupsQuery } from '../api/linguists-api';

/** Every client's groups she is in; core-api answers them whole, so the table does not page. */
export function LinguistGroupsTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tableLabels = useDataTableLabels();
  const { data: groups = [], error, isFetching } = useGetLinguistGroupsQuery(linguistId);
  const columns = useMemo<DataTableColumn<AdminLinguistGroup>[]>(() => {
    const header = (id: string) => t(`linguists.groups.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (group) => <Link to={localized(`/group/${group.id}`)}>{group.name}</Link> },
      { id: 'type', header: header('type'), cell: (group) => t(`linguistCommon.groupType.${group.type}`) },
      { id: 'client', header: header('client'), cell: (group) => <Link to={localized(`/client/${group.client.id}`)}>{clientName(group.client, t)}</Link> },
      { id: 'members', header: header('members'), align: 'right', cell: (group) => group.membersCount },
      { id: 'created', header: header('created'), cell: (group) => formatDate(group.createdAt) },
    ];
  }, [t, localized]);
  return (
    <DataTable<AdminLinguistGroup>
      {...tableLabels}
      label={t('linguists.groups.label')}
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
      emptyState={<EmptyState title={t('linguists.groups.empty')} />}
    />
  );
}
