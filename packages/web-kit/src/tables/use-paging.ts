import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PageSize } from '@inkwell/ui-kit';

export interface Paging {
  page: number;
  pageSize: PageSize;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  /** limit and offset of the list call for the page shown */
  limit: number;
  offset: number;
}

/** The page a table shows (0-based) and its size; limit and offset are what a server-paged list call asks for. */
export function usePaging(initialSize: PageSize = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState<PageSize>(initialSize);
  const setPageSize = useCallback((size: PageSize) => setPageSizeState(size), []);
  return { page, pageSize, setPage, setPageSize, limit: pageSize, offset: page * pageSize };
}
