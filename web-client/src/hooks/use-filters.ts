import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * Filter values kept as text, as the controls give them, applied after the debounce; `onApply` runs whenever
 * applied values change (tables go back to their first page).
 */
export function useFilters<Values extends Record<string, string>>(initial: Values, onApply?: () => void): Filters<Values> {
  const [values, setValues] = useState(initial);
  const applied = useDebouncedValue(values, FILTER_DEBOUNCE_MS);
  const onApplyRef = useRef(onApply);
  const lastApplied = useRef(applied);

  useEffect(() => {
    onApplyRef.current = onApply;
  });

  useEffect(() => {
    if (lastApplied.current === applied) return;
    lastApplied.current = applied;
    onApplyRef.current?.();
  }, [applied]);

  const setValue = useCallback((key: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
  }, []);
  const reset = useCallback(() => setValues(initial), [initial]);

  return { values, applied, setValue, reset, active: Object.values(applied).some((value) => value !== '') };
}
