import { useListFilters, type ListFilters } from '@inkwell/web-kit';

/** Spec §9: a filter applies 1000 ms after its last change. */
export const FILTER_DEBOUNCE_MS = 1000;

export type Filters<Values extends Record<string, string>> = ListFilters<Values>;

/**
 * Filter values kept as text, as the controls give them, applied after the debounce and kept in the address
 * (`?level=premium&createdFrom=01.01.2026`): web-kit's list filters (decision 059), which the other apps' lists share.
 */
export function useFilters<Values extends Record<string, string>>(initial: Values): Filters<Values> {
  return useListFilters(initial, { debounceMs: FILTER_DEBOUNCE_MS });
}
