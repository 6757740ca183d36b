import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@inkwell/ui-kit';

/** Spec §9: a filter applies 1000 ms after its last change. */
export const FILTER_DEBOUNCE_MS = 1000;

export interface Filters<Values extends Record<string, string>> {
  /** what the controls show right now */
  values: Values;
  /** what the list call uses: the values once they stopped changing */
  applied: Values;
  setValue: (key: keyof Values, value: string) => void;
  reset: () => void;
  /** some applied filter narrows the list */
  active: boolean;
}

/** The filters the address names (one parameter per filter), over the empty ones. */
function fromAddress<Values extends Record<string, string>>(initial: Values, searchParams: URLSearchParams): Values {
  const values: Record<string, string> = { ...initial };
  for (const key of Object.keys(initial)) {
    const value = searchParams.get(key);
    if (value !== null) values[key] = value;
  }
  return values as Values;
}

/**
 * Filter values kept as text, as the controls give them, applied after the debounce. The applied filters live in
 * the address (`?level=premium&createdFrom=01.01.2026`), so a filtered list can be bookmarked and shared and Back
 * returns to it; applying them returns the list to its first page in the same step (`page` leaves the address).
 */
export function useFilters<Values extends Record<string, string>>(initial: Values): Filters<Values> {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState(() => fromAddress(initial, searchParams));
  const applied = useDebouncedValue(values, FILTER_DEBOUNCE_MS);
  const lastApplied = useRef(applied);

  useEffect(() => {
    if (lastApplied.current === applied) return;
    lastApplied.current = applied;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(applied)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [applied, setSearchParams]);

  const setValue = useCallback((key: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
  }, []);
  const reset = useCallback(() => setValues(initial), [initial]);

  return { values, applied, setValue, reset, active: Object.values(applied).some((value) => value !== '') };
}
