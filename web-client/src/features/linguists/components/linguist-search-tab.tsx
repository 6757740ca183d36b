import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type SortState } from '@inkwell/ui-kit';
import type { LinguistListItem } from '@inkwell/contracts';
import { ListTable, usePaging } from '@inkwell/web-kit';
import { useGetLinguistsQuery } from '../../../api/linguists-api';
import { useLinguistColumns, type LinguistColumnId } from '../../../components/linguist-columns';
import { useFilters } from '../../../hooks/use-filters';
import { DEFAULT_LINGUIST_SORT, emptyLinguistFilters, linguistQueryOf, sortQueryOf } from '../search-filters';
import { LinguistFilters } from './linguist-filters';

const SEARCH_COLUMNS: LinguistColumnId[] = [
  'nickname',
  'level',
  'rating',
  'languages',
  'totalOrders',
  'successRate',
  'interests',
  'pricePerWord',
  'relation',
];

/** Spec /linguists/search: every linguist the client may order from, searched, filtered and sorted on the server. */
export function LinguistSearchTab() {
  const { t } = useTranslation();
  const columns = useLinguistColumns(SEARCH_COLUMNS, true);
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(DEFAULT_LINGUIST_SORT);
  const filters = useFilters(emptyLinguistFilters);
  const result = useGetLinguistsQuery({
    ...linguistQueryOf(filters.applied),
    ...sortQueryOf(sort),
    search,
    limit: paging.limit,
    offset: paging.offset,
  });

  return (
    <ListTable<LinguistListItem>
      result={result}
      paging={paging}
      label={t('linguists.search.label')}
      columns={columns}
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t('linguists.search.placeholder')}
      sort={sort}
      onSortChange={setSort}
      filters={
        <LinguistFilters
          filters={filters}
          onReset={() => {
            filters.reset();
            setSearch('');
          }}
        />
      }
      filtersActive={filters.active}
      emptyState={<EmptyState title={t('linguists.search.empty')} />}
    />
  );
}
