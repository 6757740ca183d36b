import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminLinguistGroup } from '@inkwell/contracts';
import { useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { clientName } from '../../../utils/client-name';
import { useGetLinguistGroupsQuery } from '../api/linguists-api';

/** Every client's groups she is in; core-api answers them whole, so the table does not page. */
export function LinguistGroupsTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const groups = useGetLinguistGroupsQuery(linguistId);
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
    <WholeListTable<AdminLinguistGroup>
      result={groups}
      label={t('linguists.groups.label')}
      columns={columns}
      emptyState={<EmptyState title={t('linguists.groups.empty')} />}
    />
  );
}
