import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, FormField, formatDate, PageHeader, Select, type DataTableColumn } from '@inkwell/ui-kit';
import { LINGUIST_GROUP_TYPES, type AdminLinguistGroup, type LinguistGroupType } from '@inkwell/contracts';
import { ListTable, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { clientName } from '../../../utils/client-name';
import { useGetGroupsQuery } from '../api/groups-api';

function useGroupColumns(): DataTableColumn<AdminLinguistGroup>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return useMemo(() => {
    const header = (id: string) => t(`groups.list.columns.${id}`);
    return [
      { id: 'name', header: header('name'), cell: (group) => <Link to={localized(`/group/${group.id}`)}>{group.name}</Link> },
      { id: 'type', header: header('type'), cell: (group) => t(`linguistCommon.groupType.${group.type}`) },
      { id: 'client', header: header('client'), cell: (group) => <Link to={localized(`/client/${group.client.id}`)}>{clientName(group.client, t)}</Link> },
      { id: 'members', header: header('members'), align: 'right', cell: (group) => group.membersCount },
      { id: 'created', header: header('created'), cell: (group) => formatDate(group.createdAt) },
    ];
  }, [t, localized]);
}

/** Spec /group without an id: every client's linguist groups, searched by group or client name on the server. */
export function GroupsPage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<LinguistGroupType | ''>('');
  const columns = useGroupColumns();
  const result = useGetGroupsQuery({ search, type: type || undefined, limit: paging.limit, offset: paging.offset });
  return (
    <>
      <PageHeader title={t('groups.list.title')} />
      <ListTable<AdminLinguistGroup>
        result={result}
        paging={paging}
        label={t('groups.list.title')}
        columns={columns}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          paging.setPage(0);
        }}
        searchPlaceholder={t('groups.list.searchPlaceholder')}
        filters={
          <FormField label={t('groups.list.type')} htmlFor="groups-type">
            <Select
              id="groups-type"
              value={type}
              options={[{ value: '', label: t('groups.list.anyType') }, ...LINGUIST_GROUP_TYPES.map((each) => ({ value: each, label: t(`linguistCommon.groupType.${each}`) }))]}
              onChange={(event) => {
                setType(LINGUIST_GROUP_TYPES.find((each) => each === event.target.value) ?? '');
                paging.setPage(0);
              }}
            />
          </FormField>
        }
        filtersActive={type !== ''}
        emptyState={<EmptyState title={t('groups.list.empty')} />}
      />
    </>
  );
}
