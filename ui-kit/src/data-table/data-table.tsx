import { useState, type MouseEvent, type ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { EmptyState } from '../empty-state/empty-state';
import { Spinner } from '../spinner/spinner';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';
import {
  StyledAnnouncement,
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
import { DEFAULT_PAGE_SIZE, type DataTableProps, type PageSize, type SortDirection, type SortState } from './types';

const defaultPageLabel = (from: number, to: number, total: number) => `${from}–${to} of ${total}`;
const defaultPageOfLabel = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`;
const defaultSortedLabel = (column: string, direction: SortDirection) =>
  `Sorted by ${column}, ${direction === 'asc' ? 'ascending' : 'descending'}`;

/** What the live region says after the user's last sort or page change (nothing before: a table loading is not news). */
type Announcement = { kind: 'sort'; column: string } | { kind: 'page' } | null;

const ariaSort = (column: { id: string; sortable?: boolean }, sort: SortState | undefined) => {
  if (sort?.id === column.id) return sort.direction === 'asc' ? 'ascending' : 'descending';
  return column.sortable ? 'none' : undefined;
};

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  total,
  totalCapped = false,
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
  firstPageLabel = 'First page',
  lastPageLabel = 'Last page',
  pageOfLabel = defaultPageOfLabel,
  sortedLabel = defaultSortedLabel,
  loadingLabel = 'Loading',
  label,
}: DataTableProps<Row>) {
  const [announcement, setAnnouncement] = useState<Announcement>(null);
  // A new query makes the current page number meaningless, so each change starts over at the first page.
  const backToFirstPage = () => {
    if (page !== 0) onPageChange(0);
  };
  const changeSearch = (value: string) => {
    onSearchChange?.(value);
    backToFirstPage();
  };
  const changePage = (next: number) => {
    onPageChange(next);
    setAnnouncement({ kind: 'page' });
  };
  const changePageSize = (size: PageSize) => {
    onPageSizeChange(size);
    backToFirstPage();
    setAnnouncement({ kind: 'page' });
  };
  const toggleSort = (id: string, event: MouseEvent<HTMLButtonElement>) => {
    const direction = sort?.id === id && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ id, direction });
    backToFirstPage();
    // The header as the user reads it (a column's header may be any node); the arrow after it is hidden.
    setAnnouncement({ kind: 'sort', column: event.currentTarget.firstElementChild?.textContent?.trim() || id });
  };

  // Said from the props, so it tells the order and page the parent actually shows.
  const pageCount = Math.max(Math.ceil(total / pageSize), 1);
  let announced = '';
  if (announcement?.kind === 'sort' && sort) announced = sortedLabel(announcement.column, sort.direction);
  else if (announcement?.kind === 'page' && total > 0) announced = pageOfLabel(page + 1, pageCount);

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
                      <StyledSortButton type="button" $active={active} onClick={(event) => toggleSort(column.id, event)}>
                        <span>{column.header}</span>
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
          onPageChange={changePage}
          onPageSizeChange={changePageSize}
          rowsPerPageLabel={rowsPerPageLabel}
          pageLabel={pageLabel}
          previousPageLabel={previousPageLabel}
          nextPageLabel={nextPageLabel}
          firstPageLabel={firstPageLabel}
          lastPageLabel={lastPageLabel}
          totalCapped={totalCapped}
        />
      )}
      {/* Always present, so screen readers are listening before the first change (a region added with its text is not
          read); no status role, which the loading spinner has. */}
      <StyledAnnouncement aria-live="polite" aria-atomic="true" data-table-announcement="">
        {announced}
      </StyledAnnouncement>
    </StyledDataTable>
  );
}
