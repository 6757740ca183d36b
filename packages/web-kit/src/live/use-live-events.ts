import { useEffect, useRef } from 'react';
import { BFF_PATHS, type LiveStreamEvent } from '@inkwell/contracts';

/** After the stream was refused or cut by a proxy (EventSource gives up then), it is opened again this late. */
const FIRST_REOPEN_MS = 5_000;
const LONGEST_REOPEN_MS = 60_000;

function parse(data: unknown): LiveStreamEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as Partial<LiveStreamEvent> | null;
    return typeof event?.type === 'string' ? (event as LiveStreamEvent) : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the session's live events (`/bff/events`, decision 035) while `session` names a signed-in user, and
 * hands each to `onEvent`. The browser's EventSource reconnects by itself after a dropped connection, with
 * Last-Event-ID; when it gives up (an error answer such as a proxy's 502) the stream is opened again with a growing
 * pause, and since a new EventSource cannot say what it missed, its first open counts as a resync.
 *
 * One stream per browser, not per tab: over HTTP/1.1 a browser opens at most six connections to one host, and a
 * stream per tab would leave a user with six tabs of an app no connection for its API calls. The tab holding the
 * Web Lock named after the session opens the stream and passes every event to the app's other tabs over a
 * BroadcastChannel; when that tab closes, the next one takes the lock and opens its own stream, as a resync.
 * Where the browser lacks either, each tab keeps its own stream. Does nothing where it has no EventSource.
 */
export function useLiveEvents(session: string | null, onEvent: (event: LiveStreamEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const Source = globalThis.EventSource;
    if (session === null || Source === undefined) return;
    const locks = globalThis.navigator?.locks;
    const Channel = globalThis.BroadcastChannel;
    const name = `inkwell-live:${session}`;
    const channel = locks && Channel ? new Channel(name) : null;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let pause = FIRST_REOPEN_MS;
    let waitInLine: AbortController | null = null;
    let stepDown: (() => void) | null = null;
    // Lock grants arrive later: one meant for a start that has since stopped must not open a stream.
    let generation = 0;

    // The other tabs hear what the stream's tab heard; BroadcastChannel never hands a tab its own message.
    if (channel) channel.onmessage = (message: MessageEvent) => {
      const event = parse(message.data);
      if (event) handler.current(event);
    };
    const deliver = (event: LiveStreamEvent) => {
      handler.current(event);
      channel?.postMessage(JSON.stringify(event));
    };

    const open = (afterGap: boolean) => {
      const current = new Source(BFF_PATHS.events);
      source = current;
      let missedSome = afterGap;
      current.onopen = () => {
        pause = FIRST_REOPEN_MS;
        if (missedSome) deliver({ type: 'resync' });
        missedSome = false;
      };
      current.onmessage = (message: MessageEvent) => {
        const event = parse(message.data);
        if (event) deliver(event);
      };
      current.onerror = () => {
        if (current.readyState !== Source.CLOSED) return;
        // Spread over a moment, so browsers refused together do not come back together.
        reopen = setTimeout(() => open(true), pause * (0.5 + Math.random() / 2));
        pause = Math.min(pause * 2, LONGEST_REOPEN_MS);
      };
    };

    /** This tab streams for the browser until it steps down (the lock is released when the promise settles). */
    const lead = (afterGap: boolean, started: number) =>
      new Promise<void>((release) => {
        if (started !== generation) return release();
        stepDown = release;
        open(afterGap);
      });

    const start = (afterGap: boolean) => {
      if (!locks) return open(afterGap);
      const started = generation;
      void locks.request(name, { ifAvailable: true }, (lock) => {
        if (lock) return lead(afterGap, started);
        if (started !== generation) return undefined;
        // Another tab streams: wait to take over when it closes, having missed whatever came meanwhile.
        const line = new AbortController();
        waitInLine = line;
        locks.request(name, { signal: line.signal }, () => lead(true, started)).catch(() => undefined);
        return undefined;
      });
    };

    // A page left for another keeps its stream open while the browser holds it for going back (the back/forward
    // cache), which would use up connections too: leaving the page closes the stream and lets another tab take it;
    // coming back to a held page starts again, as a resync.
    const stop = () => {
      generation += 1;
      clearTimeout(reopen);
      source?.close();
      source = null;
      waitInLine?.abort();
      waitInLine = null;
      stepDown?.();
      stepDown = null;
    };
    const comeBack = (event: PageTransitionEvent) => {
      if (event.persisted) start(true);
    };
    start(false);
    window.addEventListener('pagehide', stop);
    window.addEventListener('pageshow', comeBack);

    return () => {
      window.removeEventListener('pagehide', stop);
      window.removeEventListener('pageshow', comeBack);
      stop();
      channel?.close();
    };
  }, [session]);
}
