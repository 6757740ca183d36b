import type { ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import {
  StyledCell,
  StyledDataTable,
  StyledFilters,
  StyledHeaderCell,
  StyledOverlay,
  StyledRow,
  StyledSearch,
  StyledSortButton,
  StyledSortIndicator,
  StyledTable,
  StyledTableFrame,
  StyledToolbar,
} from './styled';
import { DEFAULT_PAGE_SIZE, type DataTableProps, type PageSize, type SortState } from './types';

const defaultPageLabel = (from: number, to: number, total: number) => `${from}–${to} of ${total}`;

const ariaSort = (column: { id: string; sortable?: boolean }, sort: SortState | undefined) => {
  if (sort?.id === column.id) return sort.direction === 'asc' ? 'ascending' : 'descending';
  return column.sortable ? 'none' : undefined;
};

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  total,
  loading = false,
  error,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  search = '',
  onSearchChange,
  filters,
  filtersActive = false,
  emptyState,
  noResultsTitle = 'Sorry, we couldn’t find anything',
  noResultsHint = 'Try using fewer filter criteria.',
  searchPlaceholder = 'Search',
  searchLabel = 'Search',
  rowsPerPageLabel = 'Rows per page',
  pageLabel = defaultPageLabel,
  previousPageLabel = 'Previous page',
  nextPageLabel = 'Next page',
  loadingLabel = 'Loading',
  label,
}: DataTableProps<Row>) {
  // A new query makes the current page number meaningless, so each change starts over at the first page.
  const backToFirstPage = () => {
    if (page !== 0) onPageChange(0);
  };
  const changeSearch = (value: string) => {
    onSearchChange?.(value);
    backToFirstPage();
  };
  const changePageSize = (size: PageSize) => {
    onPageSizeChange(size);
    backToFirstPage();
  };
  const toggleSort = (id: string) => {
    const direction = sort?.id === id && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ id, direction });
    backToFirstPage();
  };

  const narrowed = search.trim() !== '' || filtersActive;
  let empty: ReactNode = null;
  if (rows.length === 0 && !loading && !error) {
    empty = narrowed ? <EmptyState title={noResultsTitle} hint={noResultsHint} /> : emptyState;
  }

  return (
    <StyledDataTable>
      {error && <Alert variant="danger">{error}</Alert>}
      {(onSearchChange || filters) && (
        <StyledToolbar>
          {onSearchChange && (
            <StyledSearch>
              <SearchBox value={search} onChange={changeSearch} label={searchLabel} placeholder={searchPlaceholder} />
            </StyledSearch>
          )}
          {filters && <StyledFilters>{filters}</StyledFilters>}
        </StyledToolbar>
      )}
      {/* On a narrow screen the table scrolls inside its frame: the frame takes focus, so a keyboard user can scroll
          it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable); focused, it reads as its table. */}
      <StyledTableFrame $loading={loading} tabIndex={0}>
        <StyledTable aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.id === column.id;
                const sortable = column.sortable && onSortChange;
                return (
                  <StyledHeaderCell
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort(column, sort)}
                    $width={column.width}
                    $align={column.align ?? 'left'}
                  >
                    {sortable ? (
                      <StyledSortButton type="button" $active={active} onClick={() => toggleSort(column.id)}>
                        {column.header}
                        <StyledSortIndicator aria-hidden="true" $active={active}>
                          {active && sort?.direction === 'desc' ? '▼' : '▲'}
                        </StyledSortIndicator>
                      </StyledSortButton>
                    ) : (
                      column.header
                    )}
                  </StyledHeaderCell>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <StyledRow key={rowKey(row)}>
                {columns.map((column) => (
                  <StyledCell key={column.id} $align={column.align ?? 'left'}>
                    {column.cell(row)}
                  </StyledCell>
                ))}
              </StyledRow>
            ))}
            {empty && (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            )}
          </tbody>
        </StyledTable>
        {loading && (
          <StyledOverlay>
            <Spinner size="lg" label={loadingLabel} />
          </StyledOverlay>
        )}
      </StyledTableFrame>
      {total > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          onPageSizeChange={changePageSize}
          rowsPerPageLabel={rowsPerPageLabel}
          pageLabel={pageLabel}
          previousPageLabel={previousPageLabel}
          nextPageLabel={nextPageLabel}
        />
      )}
    </StyledDataTable>
  );
}
