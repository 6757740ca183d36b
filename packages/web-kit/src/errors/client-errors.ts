import { ChunkLoadError } from '../routing/lazy-page';

export type ClientErrorKind = 'render' | 'uncaught' | 'rejection' | 'load';

const ENDPOINT = '/bff/client-errors';

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message.slice(0, 1000), stack: error.stack?.slice(0, 8000) };
  return { message: String(error).slice(0, 1000) };
}

/**
 * Tells the team about an error this browser met, through the app's BFF (decision 073). Failed API answers are
 * not sent: the server that answered 5xx reported it already. A report that cannot be sent is dropped quietly,
 * never an error of its own.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown): void {
  const body = JSON.stringify({ kind: error instanceof ChunkLoadError ? 'load' : kind, ...describe(error), path: window.location.pathname });
  try {
    void fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  } catch {
    // no fetch (an old browser, a test without one): nothing to tell
  }
}

let listening = false;

/** Reports what no page caught: errors thrown outside React and promises nobody handled. */
export function listenForUncaughtErrors(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', (event) => reportClientError('uncaught', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError('rejection', event.reason));
}
