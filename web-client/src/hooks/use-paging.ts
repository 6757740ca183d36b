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

/** The page a server-paged table shows (0-based) and its size, as the list call's limit and offset. */
export function usePaging(initialSize: PageSize = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState<PageSize>(initialSize);
  const setPageSize = useCallback((size: PageSize) => setPageSizeState(size), []);
  return { page, pageSize, setPage, setPageSize, limit: pageSize, offset: page * pageSize };
}
