import session, { type SessionData } from 'express-session';
import { SESSION_TOUCH_INTERVAL_MS, throttleTouch } from './session-touch.js';

/** A store that records what reaches it; `failNext` makes the next touch report an error. */
class RecordingStore extends session.Store {
  readonly touched: string[] = [];
  failNext = false;
  override get(_sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    callback(null, null);
  }
  override set(_sid: string, _session: SessionData, callback?: (err?: unknown) => void): void {
    callback?.();
  }
  override destroy(_sid: string, callback?: (err?: unknown) => void): void {
    callback?.();
  }
  override touch(sid: string, _session: SessionData, callback?: (err?: unknown) => void): void {
    if (this.failNext) {
      this.failNext = false;
      return callback?.(new Error('store down'));
    }
    this.touched.push(sid);
    callback?.();
  }
}

const data = { cookie: { originalMaxAge: 1000 } } as SessionData;

function touch(store: session.Store, sid: string): Promise<unknown> {
  return new Promise((resolve) => store.touch!(sid, data, ((err?: unknown) => resolve(err)) as () => void));
}

describe('throttleTouch', () => {
  let clock: number;
  let store: RecordingStore;

  beforeEach(() => {
    clock = 1_000_000;
    store = new RecordingStore();
    throttleTouch(store, SESSION_TOUCH_INTERVAL_MS, () => clock);
  });

  it('extends a session once per interval, however many calls it answers', async () => {
    await touch(store, 'a');
    clock += SESSION_TOUCH_INTERVAL_MS - 1;
    await touch(store, 'a');
    await touch(store, 'b');
    clock += 1;
    await touch(store, 'a');

    expect(store.touched).toEqual(['a', 'b', 'a']);
  });

  it('counts a save as an extension, and forgets a destroyed session', async () => {
    await new Promise((resolve) => store.set('a', data, resolve));
    await touch(store, 'a');
    expect(store.touched).toEqual([]);

    await new Promise((resolve) => store.destroy('a', resolve));
    await touch(store, 'a');
    expect(store.touched).toEqual(['a']);
  });

  it('hands a failed touch to the caller and tries again on the next call', async () => {
    store.failNext = true;
    expect(await touch(store, 'a')).toEqual(new Error('store down'));
    expect(await touch(store, 'a')).toBeUndefined();
    expect(store.touched).toEqual(['a']);
  });
});
