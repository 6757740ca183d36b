export { DataTable } from './data-table';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  type DataTableColumn,
  type DataTableProps,
  type PageSize,
  type SortDirection,
  type SortState,
} from './types';
