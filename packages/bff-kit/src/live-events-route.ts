import type { Request, RequestHandler, Response } from 'express';
import { AppError, type Logger } from '@inkwell/service-kit';
import type { CoreAuthClient } from './core-auth-client.js';
import { callOrigin } from './auth-routes.js';
import type { LiveEventHub, LiveFrame } from './live-event-hub.js';
import { readStoredSession, saveSession } from './session-tokens.js';
import type { TokenKeeper } from './token-keeper.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream (most give up at 30-60 s). */
export const HEARTBEAT_MS = 25_000;
/** What the browser's EventSource waits before reconnecting after the stream ends. */
export const RETRY_MS = 3_000;
/** A session ended on another BFF replica is noticed this late at most; one ended here, at once. */
const SESSION_RECHECK_MS = 120_000;
/** A browser that reads nothing while this much is queued for it is dropped; it reconnects and resumes by id. */
const MAX_QUEUED_BYTES = 256 * 1024;

export interface LiveEventsDeps {
  hub: LiveEventHub;
  core: CoreAuthClient;
  keeper: TokenKeeper;
  logger: Logger;
  heartbeatMs?: number;
}

export interface LiveStreams {
  handler: RequestHandler;
  /** ends the open streams of a session (after logout or when core-api refused it) */
  endSession(sessionId: string): void;
  /** ends every open stream, so a stopping server is not held open by them; browsers reconnect elsewhere */
  endAll(): void;
}

function frameText({ id, event }: LiveFrame): string {
  return event ? `id: ${id}\ndata: ${JSON.stringify(event)}\n\n` : `id: ${id}\n\n`;
}

/**
 * The signed-in user's id, kept in the session at login. A session from before live events asks core-api once
 * (as the user, so a session core-api no longer honours ends here).
 */
async function sessionUserId(req: Request, res: Response, core: CoreAuthClient, keeper: TokenKeeper): Promise<number> {
  const access = await keeper.accessToken(req, res);
  if (!access) throw AppError.unauthenticated('Not signed in');
  if (req.session.userId !== undefined) return req.session.userId;
  const me = await core.me(access, callOrigin(req));
  const id = me.ok ? (me.value as { id?: unknown }).id : undefined;
  if (typeof id !== 'number') throw AppError.unauthenticated('Your session has ended. Please sign in again.');
  req.session.userId = id;
  await saveSession(req);
  return id;
}

/**
 * GET /bff/events: the session's server-sent events (decision 035). Relays only what core-api addressed to the
 * session's user; replays what a reconnecting browser missed (Last-Event-ID) or tells it to resync.
 */
export function liveEvents({ hub, core, keeper, logger, heartbeatMs = HEARTBEAT_MS }: LiveEventsDeps): LiveStreams {
  const bySession = new Map<string, Set<() => void>>();

  const handler: RequestHandler = async (req, res) => {
    const userId = await sessionUserId(req, res, core, keeper);
    const sessionId = req.sessionID;

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    // nginx and similar proxies buffer answers unless told not to
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.socket.setNoDelay(true);
    req.socket.setKeepAlive(true);

    const sessionStreams = bySession.get(sessionId) ?? new Set<() => void>();
    bySession.set(sessionId, sessionStreams);
    let open = true;
    const write = (text: string) => {
      if (!open) return;
      res.write(text);
      if (res.writableLength > MAX_QUEUED_BYTES) close();
    };

    const subscription = hub.subscribe(userId, req.get('last-event-id') ?? undefined, (frame) => write(frameText(frame)));
    write(`retry: ${RETRY_MS}\n\n`);
    for (const frame of subscription.missed) write(frameText(frame));
    if (!subscription.missed.length) write(frameText({ id: subscription.position, event: null }));

    let checkedAt = Date.now();
    const heartbeat = setInterval(() => {
      write(': keep-alive\n\n');
      if (Date.now() - checkedAt < SESSION_RECHECK_MS) return;
      checkedAt = Date.now();
      readStoredSession(req).then(
        (stored) => {
          if (!stored?.tokens) close();
        },
        (err: unknown) => logger.warn('live stream could not re-read its session', { requestId: req.id, error: err instanceof Error ? err.message : String(err) }),
      );
    }, heartbeatMs);
    heartbeat.unref();

    function close() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      subscription.unsubscribe();
      sessionStreams.delete(close);
      if (!sessionStreams.size && bySession.get(sessionId) === sessionStreams) bySession.delete(sessionId);
      res.end();
    }
    sessionStreams.add(close);
    res.on('close', close);
  };

  return {
    handler,
    endSession(sessionId) {
      for (const close of [...(bySession.get(sessionId) ?? [])]) close();
    },
    endAll() {
      for (const streams of [...bySession.values()]) for (const close of [...streams]) close();
    },
  };
}
