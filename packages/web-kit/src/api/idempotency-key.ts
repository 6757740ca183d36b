import { useCallback, useRef } from 'react';

/** The header core-api reads on writes that create orders or move money (decision 068). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export interface IdempotencyKeys {
  /** the key of this attempt: the last one again while the request is the same (a retry), a new one when it changed */
  keyFor: (request: unknown) => string;
  /** the attempt succeeded: the next request, even an identical one, is a new attempt */
  settled: () => void;
}

/**
 * One idempotency key per user attempt (decision 068): a retry after a timeout or a lost answer sends the same key,
 * so core-api replays the first answer instead of creating a second order or deposit.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const last = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown) => {
    const serialized = JSON.stringify(request) ?? '';
    if (last.current?.request !== serialized) last.current = { request: serialized, key: newKey() };
    return last.current.key;
  }, []);
  const settled = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, settled };
}

/** The header for an RTK Query request, when the call has a key. */
export function idempotencyHeaders(key: string | undefined): Record<string, string> | undefined {
  return key ? { [IDEMPOTENCY_HEADER]: key } : undefined;
}
