import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@inkwell/ui-kit';

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

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/**
 * The page a table shows (0-based) and its size, kept in the address (`?page=3&size=50`, the page counted from 1
 * as people read it) so that a list can be bookmarked and shared, and Back from an order returns to the same page.
 * limit and offset are what a server-paged list call asks for. A hand-edited address with a page or size that
 * makes no sense reads as the first page or the default size.
 */
export function usePaging({ initialSize = DEFAULT_PAGE_SIZE, key }: PagingOptions = {}): Paging {
  const pageParam = key ? `${key}Page` : 'page';
  const sizeParam = key ? `${key}Size` : 'size';
  const [searchParams, setSearchParams] = useSearchParams();

  const shownPage = Number(searchParams.get(pageParam));
  const page = Number.isInteger(shownPage) && shownPage >= 1 ? shownPage - 1 : 0;
  const askedSize = Number(searchParams.get(sizeParam));
  const pageSize = isPageSize(askedSize) ? askedSize : initialSize;

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      // Lists reset to their first page whenever a filter changes; that must not add a history entry each time.
      if (Object.entries(changes).every(([name, value]) => searchParams.get(name) === value)) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [searchParams, setSearchParams],
  );
  // A page is a view of its own (Back returns to the previous one); the first page and the default size are
  // left out of the address, so an untouched list keeps a clean one.
  const setPage = useCallback((next: number) => update({ [pageParam]: next > 0 ? String(next + 1) : null }, false), [update, pageParam]);
  const setPageSize = useCallback(
    (size: PageSize) => update({ [sizeParam]: size === initialSize ? null : String(size), [pageParam]: null }, true),
    [update, sizeParam, pageParam, initialSize],
  );

  return useMemo(
    () => ({ page, pageSize, setPage, setPageSize, limit: pageSize, offset: page * pageSize }),
    [page, pageSize, setPage, setPageSize],
  );
}
