import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parameter changes: a value sets the parameter, null removes it. */
export type AddressChanges = Record<string, string | null>;

/**
 * The query the app asked for last and the address it was built on. React Router applies a navigation as a
 * transition, so until it lands every hook still reads the old address; a second write in the same moment (a new
 * search, then the first page) must build on the first instead of overwriting it. One router per app, so one record.
 */
let pending: { builtOn: string; next: URLSearchParams } | null = null;

/**
 * Writes some query parameters and keeps the others: the list hooks (page, size, sort, filters) share it so that
 * changes made together all reach the address. A write that changes nothing adds no history entry.
 */
export function useAddressWriter(): (changes: AddressChanges, options: { replace: boolean }) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  return useCallback(
    (changes, { replace }) => {
      const shown = searchParams.toString();
      const base = pending && pending.builtOn === shown ? pending.next : searchParams;
      const next = new URLSearchParams(base);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      if (next.toString() === base.toString()) return;
      pending = { builtOn: shown, next };
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );
}
