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
 * Does nothing where the browser has no EventSource.
 */
export function useLiveEvents(session: string | null, onEvent: (event: LiveStreamEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    const Source = globalThis.EventSource;
    if (session === null || Source === undefined) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let pause = FIRST_REOPEN_MS;

    const open = (afterGap: boolean) => {
      const current = new Source(BFF_PATHS.events);
      source = current;
      let missedSome = afterGap;
      current.onopen = () => {
        pause = FIRST_REOPEN_MS;
        if (missedSome) handler.current({ type: 'resync' });
        missedSome = false;
      };
      current.onmessage = (message: MessageEvent) => {
        const event = parse(message.data);
        if (event) handler.current(event);
      };
      current.onerror = () => {
        if (current.readyState !== Source.CLOSED) return;
        // Spread over a moment, so browsers refused together do not come back together.
        reopen = setTimeout(() => open(true), pause * (0.5 + Math.random() / 2));
        pause = Math.min(pause * 2, LONGEST_REOPEN_MS);
      };
    };
    // A page left for another keeps its stream open while the browser holds it for going back (the back/forward
    // cache), and a browser opens at most six connections to one host over HTTP/1.1: a few page changes would use
    // them all and every later API call would wait for ever. Leaving the page closes the stream; coming back to a
    // held page opens it again, as a resync.
    const leave = () => {
      clearTimeout(reopen);
      source?.close();
    };
    const comeBack = (event: PageTransitionEvent) => {
      if (event.persisted) open(true);
    };
    open(false);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', comeBack);

    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', comeBack);
      leave();
    };
  }, [session]);
}
