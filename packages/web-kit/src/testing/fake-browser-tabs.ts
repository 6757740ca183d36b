/**
 * Web Locks and BroadcastChannel as the tabs of one browser share them, for jsdom (which has neither): a test renders
 * two apps in one document and they behave like two tabs of the same app.
 */

type Grant = (lock: { name: string } | null) => unknown;

interface Waiter {
  grant: () => void;
}

class FakeLockManager {
  private readonly held = new Set<string>();
  private readonly lines = new Map<string, Waiter[]>();

  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: Grant): Promise<unknown> {
    if (!this.held.has(name)) return this.hold(name, callback);
    if (options.ifAvailable) return Promise.resolve().then(() => callback(null));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { grant: () => resolve(this.hold(name, callback)) };
      this.lines.set(name, [...(this.lines.get(name) ?? []), waiter]);
      options.signal?.addEventListener('abort', () => {
        this.lines.set(name, (this.lines.get(name) ?? []).filter((w) => w !== waiter));
        reject(new DOMException('The request was aborted', 'AbortError'));
      });
    });
  }

  private hold(name: string, callback: Grant): Promise<unknown> {
    this.held.add(name);
    return Promise.resolve()
      .then(() => callback({ name }))
      .finally(() => {
        this.held.delete(name);
        const [next, ...rest] = this.lines.get(name) ?? [];
        this.lines.set(name, rest);
        next?.grant();
      });
  }
}

class FakeBroadcastChannel {
  private static readonly open = new Set<FakeBroadcastChannel>();
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    for (const other of FakeBroadcastChannel.open) {
      if (other !== this && other.name === this.name) queueMicrotask(() => other.onmessage?.(new MessageEvent('message', { data })));
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}

/** Gives the document Web Locks and BroadcastChannel until the returned function takes them away again. */
export function installBrowserTabs(): () => void {
  const navigator = globalThis.navigator as Navigator & { locks?: unknown };
  const hadLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
  const originalChannel = globalThis.BroadcastChannel;
  Object.defineProperty(navigator, 'locks', { value: new FakeLockManager(), configurable: true });
  globalThis.BroadcastChannel = FakeBroadcastChannel as unknown as typeof BroadcastChannel;
  return () => {
    if (hadLocks) Object.defineProperty(navigator, 'locks', hadLocks);
    else Reflect.deleteProperty(navigator, 'locks');
    globalThis.BroadcastChannel = originalChannel;
  };
}
