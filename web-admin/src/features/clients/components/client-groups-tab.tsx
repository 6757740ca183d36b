import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistGroup } from '@inkwell/contracts';
import { useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { useGetClientGroupsQuery } from '../api/clients-api';

/** Spec client tab groups: the client's linguist groups, each opening its page; core-api answers them whole. */
export function ClientGroupsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const groups = useGetClientGroupsQuery(clientId);
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
    <WholeListTable<LinguistGroup>
      result={groups}
      label={t('clients.groups.label')}
      columns={columns}
      emptyState={<EmptyState title={t('clients.groups.empty')} />}
    />
  );
}
