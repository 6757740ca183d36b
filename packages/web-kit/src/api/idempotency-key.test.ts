import { renderHook } from '@testing-library/react';
import { idempotencyHeaders, useIdempotencyKeys } from './idempotency-key';

describe('useIdempotencyKeys', () => {
  it('keeps the key for a retry of the same request and makes a new one for another request or after success', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor({ title: 'A', words: 300 });
    expect(result.current.keyFor({ title: 'A', words: 300 })).toBe(first);
    const changed = result.current.keyFor({ title: 'B', words: 300 });
    expect(changed).not.toBe(first);
    result.current.settled();
    expect(result.current.keyFor({ title: 'B', words: 300 })).not.toBe(changed);
    expect(idempotencyHeaders(first)).toEqual({ 'Idempotency-Key': first });
    expect(idempotencyHeaders(undefined)).toBeUndefined();
  });
});
