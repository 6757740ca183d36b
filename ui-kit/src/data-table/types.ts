import type { ReactNode } from 'react';

/** Spec §2/§9: shared tables page by 10, 25, 50 or 100 rows, 10 by default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** Spec §9: table search fires 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  id: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Any CSS width, e.g. '120px' or '20%'. */
  width?: string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** All rows matching the query, across pages. */
  total: number;
  /**
   * `total` is only a floor: the server stopped counting (a capped search) or does not know the end yet. The
   * pager then offers no Last page.
   */
  totalCapped?: boolean;
  loading?: boolean;
  /** Shown as a danger alert above the table. */
  error?: ReactNode;
  /** 0-based. */
  page: number;
  pageSize?: PageSize;
  /** Also called with 0 when the search, sort or page size changes, so the view starts at its first page. */
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  search?: string;
  /** Shows the search box; called `SEARCH_DEBOUNCE_MS` after the last keystroke or at once on Enter. */
  onSearchChange?: (value: string) => void;
  filters?: ReactNode;
  filtersActive?: boolean;
  /** Shown when there are no rows and neither a search nor a filter is active ("first use"). */
  emptyState?: ReactNode;
  noResultsTitle?: ReactNode;
  noResultsHint?: ReactNode;
  searchPlaceholder?: string;
  searchLabel?: string;
  rowsPerPageLabel?: string;
  pageLabel?: (from: number, to: number, total: number) => string;
  previousPageLabel?: string;
  nextPageLabel?: string;
  firstPageLabel?: string;
  lastPageLabel?: string;
  /** Said by a polite live region after the user changes the page or the page size: "Page 2 of 5". */
  pageOfLabel?: (page: number, pageCount: number) => string;
  /** Said by a polite live region after the user sorts: "Sorted by Created, descending". */
  sortedLabel?: (column: string, direction: SortDirection) => string;
  loadingLabel?: string;
  /** Accessible name of the table. */
  label?: string;
}
