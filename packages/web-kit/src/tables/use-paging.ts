import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@inkwell/ui-kit';
import { useAddressWriter } from './address-writer';

export interface Paging {
  page: number;
  pageSize: PageSize;
  setPage: (page: number) => void;
  setPageSize: (size: PageSize) => void;
  /** limit and offset of the list call for the page shown */
  limit: number;
  offset: number;
}

export interface PagingOptions {
  initialSize?: PageSize;
  /**
   * Names this table's parameters (`<key>Page`, `<key>Size`) where a screen shows more than one paged table at
   * once; a screen's only table uses `page` and `size`.
   */
  key?: string;
}

interface PageState {
  page: number;
  pageSize: PageSize;
}

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/**
 * The page a table shows (0-based) and its size, kept in the address (`?page=3&size=50`, the page counted from 1
 * as people read it) so that a list can be bookmarked and shared, and Back from an order returns to the same page.
 * limit and offset are what a server-paged list call asks for. A hand-edited address with a page or size that
 * makes no sense reads as the first page or the default size.
 *
 * The table's own state leads and the address follows: React Router applies a navigation as a transition, after
 * the urgent update that caused it, so a page read only from the address would lag one render behind a new search
 * and fetch a page of the old query. Writes go through the address writer the list's filters and sort share, so a
 * new search and the first page reach the address together.
 */
export function usePaging({ initialSize = DEFAULT_PAGE_SIZE, key }: PagingOptions = {}): Paging {
  const pageParam = key ? `${key}Page` : 'page';
  const sizeParam = key ? `${key}Size` : 'size';
  const [searchParams] = useSearchParams();
  const fromAddress = useCallback(
    (params: URLSearchParams): PageState => {
      const shownPage = Number(params.get(pageParam));
      const askedSize = Number(params.get(sizeParam));
      return {
        page: Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0,
        pageSize: isPageSize(askedSize) ? askedSize : initialSize,
      };
    },
    [pageParam, sizeParam, initialSize],
  );
  const [state, setState] = useState(() => fromAddress(searchParams));
  const writeAddress = useAddressWriter();

  useEffect(() => {
    // Back, Forward or a link changed the address: the table follows it.
    const shown = fromAddress(searchParams);
    setState((current) => (current.page === shown.page && current.pageSize === shown.pageSize ? current : shown));
  }, [searchParams, fromAddress]);

  // Lists reset to their first page whenever a query changes; the writer adds no history entry for no change.
  const write = useCallback((changes: Record<string, string | null>, replace: boolean) => writeAddress(changes, { replace }), [writeAddress]);
  // A page is a view of its own (Back returns to the previous one); the first page and the default size are
  // left out of the address, so an untouched list keeps a clean one.
  const setPage = useCallback(
    (page: number) => {
      setState((current) => (current.page === page ? current : { ...current, page }));
      write({ [pageParam]: page > 0 ? String(page + 1) : null }, false);
    },
    [write, pageParam],
  );
  const setPageSize = useCallback(
    (pageSize: PageSize) => {
      setState({ page: 0, pageSize });
      write({ [sizeParam]: pageSize === initialSize ? null : String(pageSize), [pageParam]: null }, true);
    },
    [write, sizeParam, pageParam, initialSize],
  );

  const { page, pageSize } = state;
  return useMemo(
    () => ({ page, pageSize, setPage, setPageSize, limit: pageSize, offset: page * pageSize }),
    [page, pageSize, setPage, setPageSize],
  );
}
