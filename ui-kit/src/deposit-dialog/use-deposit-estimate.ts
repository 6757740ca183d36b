import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value/use-debounced-value';
import type { DepositFormValues } from './deposit-schema';
import type { DepositEstimate, DepositEstimateInput } from './types';

/** Spec §9: the price is calculated 1000 ms after the last change. */
export const ESTIMATE_DEBOUNCE_MS = 1000;

export type EstimateState =
  | { status: 'idle' | 'loading'; estimate: null }
  | { status: 'done'; estimate: DepositEstimate; input: string }
  | { status: 'failed'; estimate: null; error: unknown };

/** The estimate's inputs when all are filled in validly, else null. */
export function estimateInputOf(values: DepositFormValues, valid: boolean): DepositEstimateInput | null {
  if (!valid || !values.calculate || values.service === '' || values.method === '') return null;
  return {
    currency: values.currency,
    service: values.service,
    language: values.language,
    level: values.level,
    method: values.method,
    texts: Number(values.texts),
    wordsPerText: Number(values.wordsPerText),
  };
}

/**
 * Prices the planned texts a moment after the client stops typing and hands the answer to `onEstimated`.
 * An answer to inputs that have changed since is dropped.
 */
export function useDepositEstimate(
  input: DepositEstimateInput | null,
  calculate: (input: DepositEstimateInput) => Promise<DepositEstimate>,
  onEstimated: (estimate: DepositEstimate) => void,
  debounceMs: number,
): EstimateState {
  const key = input ? JSON.stringify(input) : null;
  const debouncedKey = useDebouncedValue(key, debounceMs);
  const [state, setState] = useState<EstimateState>({ status: 'idle', estimate: null });
  const latest = useRef({ calculate, onEstimated });
  useEffect(() => {
    latest.current = { calculate, onEstimated };
  });

  useEffect(() => {
    if (key === null || debouncedKey !== key) return undefined;
    if (state.status === 'done' && state.input === key) return undefined;
    let current = true;
    setState({ status: 'loading', estimate: null });
    latest.current.calculate(JSON.parse(key) as DepositEstimateInput).then(
      (estimate) => {
        if (!current) return;
        setState({ status: 'done', estimate, input: key });
        latest.current.onEstimated(estimate);
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', estimate: null, error });
      },
    );
    return () => {
      current = false;
    };
    // `state` is read only to skip a repeat of the answered inputs, not to trigger a call
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, debouncedKey]);

  if (key === null) return { status: 'idle', estimate: null };
  if (state.status === 'done' && state.input !== key) return { status: 'loading', estimate: null };
  return state;
}
