import type { LiveStreamEvent } from '@inkwell/contracts';

/**
 * The browser's EventSource as far as the live updates use it: a test opens the stream, sends events, drops the
 * connection (EventSource reconnects itself) or refuses it (EventSource gives up).
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** every stream opened since `install`, oldest first */
  static opened: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  /** Replaces the global EventSource until the returned function puts the old one back. */
  static install(): () => void {
    const original = globalThis.EventSource;
    FakeEventSource.opened = [];
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    return () => {
      globalThis.EventSource = original;
    };
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }

  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  send(event: LiveStreamEvent | string): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof event === 'string' ? event : JSON.stringify(event) }));
  }

  /** The connection dropped; EventSource reconnects on its own. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** An error answer (401, a proxy's 502): EventSource gives up. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}
