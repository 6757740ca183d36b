import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@inkwell/ui-kit';
import { useAddressWriter } from './address-writer';

export interface ListFilters<Values extends Record<string, string>> {
  /** what the controls show right now */
  values: Values;
  /** what the list call uses: the values, or with a debounce the values once they stopped changing */
  applied: Values;
  setValue: (key: keyof Values, value: string) => void;
  reset: () => void;
  /** some applied filter narrows the list */
  active: boolean;
}

export interface ListFilterOptions {
  /** how long a change waits before it applies; 0 for controls that report settled values (the table's search box) */
  debounceMs?: number;
  /** the paged table's key (see usePaging), whose page a change sends back to the first */
  pageKey?: string;
}

/** The filters the address names (one parameter per filter), over the empty ones. */
function fromAddress<Values extends Record<string, string>>(initial: Values, searchParams: URLSearchParams): Values {
  const values: Record<string, string> = { ...initial };
  for (const key of Object.keys(initial)) values[key] = searchParams.get(key) ?? initial[key] ?? '';
  return values as Values;
}

const sameValues = (one: Record<string, string>, other: Record<string, string>) => Object.keys(one).every((key) => one[key] === other[key]);

/**
 * A list's search and filters kept as text, one query parameter each (`?search=acme&invoicing=invoice`), so a
 * filtered list can be bookmarked and shared and Back returns to it (decision 059). The controls' state leads and
 * the address follows, as usePaging's does; Back, Forward or a link change the controls in turn. Applying a change
 * returns the list to its first page in the same write, and replaces the address rather than adding a history entry
 * per keystroke.
 */
export function useListFilters<Values extends Record<string, string>>(initial: Values, { debounceMs = 0, pageKey }: ListFilterOptions = {}): ListFilters<Values> {
  const pageParam = pageKey ? `${pageKey}Page` : 'page';
  const [searchParams] = useSearchParams();
  const write = useAddressWriter();
  // The filters' names and empty values are the screen's, fixed for its life.
  const empty = useRef(initial).current;
  const [values, setValues] = useState(() => fromAddress(empty, searchParams));
  const debounced = useDebouncedValue(values, debounceMs);
  const applied = debounceMs > 0 ? debounced : values;
  // What the address holds as far as this list knows: its own writes and what it read.
  const inAddress = useRef(values);
  const lastApplied = useRef(applied);

  useEffect(() => {
    const shown = fromAddress(empty, searchParams);
    if (sameValues(shown, inAddress.current)) return;
    inAddress.current = shown;
    setValues(shown);
  }, [searchParams, empty]);

  useEffect(() => {
    // Only a new application writes: a late debounce must not undo a Back that came in between.
    if (lastApplied.current === applied) return;
    lastApplied.current = applied;
    if (sameValues(applied, inAddress.current)) return;
    inAddress.current = applied;
    const changes: Record<string, string | null> = { [pageParam]: null };
    for (const [key, value] of Object.entries(applied)) changes[key] = value === '' ? null : value;
    write(changes, { replace: true });
  }, [applied, write, pageParam]);

  const setValue = useCallback((key: keyof Values, value: string) => {
    setValues((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }));
  }, []);
  const reset = useCallback(() => setValues(empty), [empty]);

  return { values, applied, setValue, reset, active: Object.values(applied).some((value) => value !== '') };
}

/** A filter of several values (languages, roles) as one parameter: its values joined with commas, which none contains. */
export const joinFilterList = (values: readonly string[]): string => values.join(',');
export const splitFilterList = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
