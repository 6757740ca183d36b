import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type SortState } from '@inkwell/ui-kit';
import { SEARCH_MIN_LENGTH, isSearchTerm, type Page } from '@inkwell/contracts';
import { errorToText } from '../api/error-to-text';
import { useDataTableLabels } from './use-data-table-labels';
import type { Paging } from './use-paging';

export interface ListTableProps<Row extends { id: number }> {
  /**
   * The list call's state, as an RTK Query hook returns it; the rows are the page shown. A page whose server
   * stopped counting (`totalCapped`) shows its total as "1,000+".
   */
  result: { data?: Page<Row> & { totalCapped?: boolean }; isFetching: boolean; error?: unknown };
  paging: Paging;
  /** The table's accessible name, usually the list's. */
  label: string;
  columns: DataTableColumn<Row>[];
  /** What the list shows while it has no rows and nothing narrows it (first use). */
  emptyState: ReactNode;
  search?: string;
  /** Shows the search box; the list call searches on the server. */
  onSearchChange?: (value: string) => void;
  searchPlaceholder?: string;
  /**
   * The search is one the list call refuses (isSearchTooShort): the caller skips the call, and the table shows no
   * rows but the hint to type more.
   */
  searchTooShort?: boolean;
  filters?: ReactNode;
  filtersActive?: boolean;
  /** Server-side sorting: the columns marked sortable sort the list call. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
}

/**
 * Whether a list searching order titles must not send this search yet: one or two letters (not an id) have no
 * trigram, so the server answers 400 rather than read every order the list may show.
 */
export function isSearchTooShort(search: string | undefined): boolean {
  const term = search?.trim() ?? '';
  return term !== '' && !isSearchTerm(term);
}

/** What a table says instead of "no results" while its search is too short to send (see isSearchTooShort). */
export function useSearchTooShortTexts(searchTooShort: boolean): { noResultsTitle?: string; noResultsHint?: string } {
  const { t } = useTranslation();
  return searchTooShort ? { noResultsTitle: t('table.searchTooShort', { min: SEARCH_MIN_LENGTH }), noResultsHint: '' } : {};
}

/** One page of a list (orders, projects, an order's history) in the kit's table, its texts in the interface language. */
export function ListTable<Row extends { id: number }>({
  result,
  paging,
  label,
  columns,
  emptyState,
  search,
  onSearchChange,
  searchPlaceholder,
  searchTooShort = false,
  filters,
  filtersActive,
  sort,
  onSortChange,
}: ListTableProps<Row>) {
  const { t } = useTranslation();
  const tableLabels = useDataTableLabels();
  const tooShortTexts = useSearchTooShortTexts(searchTooShort);
  // A skipped call may still hold the rows of the search before; they are not what the box asks for.
  const data = searchTooShort ? undefined : result.data;
  return (
    <DataTable<Row>
      {...tableLabels}
      pageLabel={data?.totalCapped ? (from, to, total) => t('table.pageCapped', { from, to, total }) : tableLabels.pageLabel}
      label={label}
      columns={columns}
      rows={data?.data ?? []}
      rowKey={(row) => row.id}
      total={data?.total ?? 0}
      totalCapped={data?.totalCapped === true}
      loading={!searchTooShort && result.isFetching}
      error={!searchTooShort && result.error ? errorToText(result.error, t) : undefined}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      search={search}
      onSearchChange={onSearchChange}
      searchPlaceholder={searchPlaceholder ?? tableLabels.searchPlaceholder}
      filters={filters}
      filtersActive={filtersActive}
      sort={sort}
      onSortChange={onSortChange}
      emptyState={emptyState}
      {...tooShortTexts}
    />
  );
}
