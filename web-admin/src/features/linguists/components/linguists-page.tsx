import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, EmptyState, formatDate, formatNumber, PageHeader, type DataTableColumn } from '@inkwell/ui-kit';
import { ADMIN_LINGUIST_SORTS, ADMIN_LINGUIST_STATUSES, LINGUIST_ROLES, type AdminLinguistListItem } from '@inkwell/contracts';
import { joinFilterList, ListTable, splitFilterList, useLevelLabel, sortParam, useListFilters, useListSort, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { linguistName } from '../../../utils/linguist-name';
import { useGetLinguistsQuery } from '../api/linguists-api';
import { LinguistFilters, NO_LINGUIST_FILTERS, type LinguistFilterValues } from './linguist-filters';
import { StyledActionLink } from './styled';

function useLinguistColumns(): DataTableColumn<AdminLinguistListItem>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const levelLabel = useLevelLabel();
  return useMemo(() => {
    const header = (id: string) => t(`linguists.columns.${id}`);
    return [
      { id: 'id', header: header('id'), cell: (linguist) => linguist.id, sortable: true },
      { id: 'name', header: header('name'), cell: (linguist) => <Link to={localized(`/linguist/${linguist.id}`)}>{linguistName(linguist, t)}</Link> },
      { id: 'email', header: header('email'), cell: (linguist) => linguist.email, sortable: true },
      { id: 'status', header: header('status'), cell: (linguist) => t(`linguistCommon.status.${linguist.status}`) },
      { id: 'level', header: header('level'), cell: (linguist) => (linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE) },
      { id: 'roles', header: header('roles'), cell: (linguist) => linguist.roles.map((role) => t(`linguistCommon.roles.${role}`)).join(', ') || EMPTY_VALUE },
      { id: 'languages', header: header('languages'), cell: (linguist) => linguist.languages.map((language) => language.culture).join(', ') || EMPTY_VALUE },
      { id: 'orders', header: header('orders'), align: 'right', cell: (linguist) => linguist.totalOrders },
      { id: 'rating', header: header('rating'), align: 'right', cell: (linguist) => (linguist.rating === null ? EMPTY_VALUE : formatNumber(linguist.rating)) },
      { id: 'created', header: header('created'), cell: (linguist) => formatDate(linguist.createdAt), sortable: true },
    ];
  }, [t, localized, levelLabel]);
}

const FILTER_KEYS = Object.keys(NO_LINGUIST_FILTERS) as (keyof LinguistFilterValues)[];
const NO_LINGUIST_ADDRESS = { search: '', status: '', role: '', level: '', language: '' };
/** The columns core-api sorts by (each on an index, decision 059); the list's own order is newest first. */
const SORTABLE = ['id', 'email', 'created'];
const NEWEST_FIRST = { id: 'created', direction: 'desc' } as const;

/** Spec /linguists/search: every linguist of any status, searched and filtered on the server. */
export function LinguistsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  // The search and filters live in the address, with the page (decision 059); a filter of several values is one parameter.
  const address = useListFilters(NO_LINGUIST_ADDRESS);
  const order = useListSort(SORTABLE, NEWEST_FIRST);
  const { search } = address.values;
  const filters = useMemo<LinguistFilterValues>(
    () => ({
      status: splitFilterList(address.values.status),
      role: splitFilterList(address.values.role),
      level: splitFilterList(address.values.level),
      language: splitFilterList(address.values.language),
    }),
    [address.values.status, address.values.role, address.values.level, address.values.language],
  );
  const columns = useLinguistColumns();
  const result = useGetLinguistsQuery({
    search: search || undefined,
    status: ADMIN_LINGUIST_STATUSES.filter((status) => filters.status.includes(status)),
    role: LINGUIST_ROLES.filter((role) => filters.role.includes(role)),
    level: filters.level,
    language: filters.language,
    // the list's own order is core-api's default: asked for only when another is chosen
    sort: order.param === sortParam(NEWEST_FIRST) ? undefined : ADMIN_LINGUIST_SORTS.find((each) => each === order.param),
    limit: paging.limit,
    offset: paging.offset,
  });
  return (
    <>
      <PageHeader title={t('linguists.title')} actions={<StyledActionLink to={localized('/linguist')}>{t('linguists.create.open')}</StyledActionLink>} />
      <ListTable<AdminLinguistListItem>
        result={result}
        paging={paging}
        label={t('linguists.title')}
        columns={columns}
        search={search}
        onSearchChange={(next) => {
          address.setValue('search', next);
          paging.setPage(0);
        }}
        searchPlaceholder={t('linguists.searchPlaceholder')}
        filters={
          <LinguistFilters
            values={filters}
            onChange={(next) => {
              for (const key of FILTER_KEYS) address.setValue(key, joinFilterList(next[key]));
              paging.setPage(0);
            }}
          />
        }
        filtersActive={Object.values(filters).some((values) => values.length > 0)}
        sort={order.sort}
        onSortChange={(next) => {
          order.setSort(next);
          paging.setPage(0);
        }}
        emptyState={<EmptyState title={t('linguists.empty')} />}
      />
    </>
  );
}
