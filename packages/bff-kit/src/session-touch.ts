import type { Store } from 'express-session';

/** A session's expiry in the store is pushed back at most this often (it slides by days, so a minute is nothing). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** How many recently touched sessions are remembered; beyond it the oldest are forgotten and simply touched again. */
const REMEMBERED_SESSIONS = 50_000;

/**
 * Rolling sessions make express-session touch the store on every answer: a Redis EXPIRE or a PostgreSQL UPDATE
 * per API call, waited for before the answer ends. A session touched within the last interval is left as it is.
 * Writes of a changed session (`set`) and destroys are never skipped, only the extension of an unchanged one.
 */
export function throttleTouch(store: Store, intervalMs = SESSION_TOUCH_INTERVAL_MS, now: () => number = Date.now): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const touchedAt = new Map<string, number>();

  const remember = (sid: string, at: number) => {
    touchedAt.delete(sid);
    touchedAt.set(sid, at);
    if (touchedAt.size > REMEMBERED_SESSIONS) touchedAt.delete(touchedAt.keys().next().value as string);
  };

  store.touch = (sid, session, callback) => {
    // typed without an argument, but stores report their errors through it and express-session reads them
    const done = callback as ((err?: unknown) => void) | undefined;
    const at = now();
    const last = touchedAt.get(sid);
    if (last !== undefined && at - last < intervalMs) return done?.();
    touch(sid, session, ((err?: unknown) => {
      if (!err) remember(sid, at);
      done?.(err);
    }) as () => void);
  };

  // A saved session has just had its expiry written in full.
  const set = store.set.bind(store);
  store.set = (sid, session, callback) =>
    set(sid, session, (err?: unknown) => {
      if (!err) remember(sid, now());
      callback?.(err);
    });

  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    touchedAt.delete(sid);
    destroy(sid, callback);
  };
}
