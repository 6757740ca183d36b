import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '@inkwell/ui-kit';
import { useAddressWriter } from './address-writer';

export interface ListSort {
  sort: SortState;
  setSort: (sort: SortState) => void;
  /** the list call's parameter: the column, with a leading '-' for descending */
  param: string;
}

export interface ListSortOptions {
  /** the paged table's key (see usePaging), whose page a new order sends back to the first */
  pageKey?: string;
}

export const sortParam = ({ id, direction }: SortState): string => (direction === 'desc' ? `-${id}` : id);

const fromParam = (param: string): SortState =>
  param.startsWith('-') ? { id: param.slice(1), direction: 'desc' } : { id: param, direction: 'asc' };

function sortOf(text: string | null, sortable: readonly string[], fallback: SortState): SortState {
  if (!text) return fallback;
  const asked = fromParam(text);
  return sortable.includes(asked.id) ? asked : fallback;
}

/**
 * A list's order by one of its sortable columns, kept in the address (`?sort=-created`; the list's own order is left
 * out) like its page and filters (decision 059). A hand-edited column the list cannot sort by reads as its own order.
 */
export function useListSort(sortable: readonly string[], fallback: SortState, { pageKey }: ListSortOptions = {}): ListSort {
  const pageParam = pageKey ? `${pageKey}Page` : 'page';
  const sortName = pageKey ? `${pageKey}Sort` : 'sort';
  const [searchParams] = useSearchParams();
  const write = useAddressWriter();
  const fallbackParam = sortParam(fallback);
  const inAddress = sortParam(sortOf(searchParams.get(sortName), sortable, fallback));
  const [sort, setState] = useState(() => fromParam(inAddress));

  useEffect(() => {
    // Back, Forward or a link changed the address: the table follows it.
    setState((current) => (sortParam(current) === inAddress ? current : fromParam(inAddress)));
  }, [inAddress]);

  const setSort = useCallback(
    (next: SortState) => {
      setState(next);
      const param = sortParam(next);
      write({ [sortName]: param === fallbackParam ? null : param, [pageParam]: null }, { replace: true });
    },
    [write, sortName, pageParam, fallbackParam],
  );
  return useMemo(() => ({ sort, setSort, param: sortParam(sort) }), [sort, setSort]);
}
