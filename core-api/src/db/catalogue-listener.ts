import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '@inkwell/service-kit';
import { CATALOGUE_CHANNEL } from '../shared/cached-catalogue.js';

/** How the listener's session shows in pg_stat_activity. */
export const CATALOGUE_LISTENER_NAME = 'core-api catalogue listener';

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 10_000;
/** A payload the listener sends itself; a table name never holds a colon. */
const SETTLE_PREFIX = 'settle:';

export interface CatalogueListenerOptions {
  databaseUrl: string;
  logger: Logger;
  /** a catalogue table changed: re-read it */
  onChange: (table: string) => Promise<void>;
  /** the connection was lost and is back: changes made meanwhile were not notified, so re-read everything */
  onReconnect: () => Promise<void>;
}

export interface CatalogueListener {
  /**
   * Resolves once every change committed before the call is in memory: PostgreSQL delivers notifications in
   * commit order, so when a notification the listener sends itself arrives, the earlier ones have too.
   */
  settle(): Promise<void>;
  /** Stops listening and waits for the re-reads under way. */
  stop(): Promise<void>;
}

/**
 * One dedicated connection per process LISTENs on the catalogue channel (decision 024). When it drops, it is
 * opened again with a growing pause and everything is re-read, since notifications are not queued for a
 * session that is gone. TCP keep-alive makes a silently dead connection fail instead of waiting forever.
 */
export async function listenForCatalogueChanges(options: CatalogueListenerOptions): Promise<CatalogueListener> {
  const { databaseUrl, logger, onChange, onReconnect } = options;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;
  const work = new Set<Promise<void>>();
  const settling = new Map<string, () => void>();

  const track = (promise: Promise<void>, what: string) => {
    const handled = promise.catch((err: unknown) => {
      logger.error('catalogue re-read failed', { what, error: err instanceof Error ? err.message : String(err) });
    });
    work.add(handled);
    void handled.finally(() => work.delete(handled));
    return handled;
  };

  const releaseSettling = () => {
    for (const release of settling.values()) release();
    settling.clear();
  };

  const onNotification = (message: pg.Notification) => {
    const payload = message.payload ?? '';
    if (message.channel !== CATALOGUE_CHANNEL || !payload) return;
    if (payload.startsWith(SETTLE_PREFIX)) {
      // re-reads asked for by earlier notifications are tracked already; wait for them, then release
      const earlier = [...work];
      void Promise.allSettled(earlier).then(() => {
        settling.get(payload)?.();
        settling.delete(payload);
      });
      return;
    }
    track(onChange(payload), payload);
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: CATALOGUE_LISTENER_NAME, keepAlive: true });
    next.on('notification', onNotification);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw err;
    }
    return next;
  };

  const reconnect = async () => {
    retry = null;
    if (stopped) return;
    try {
      const next = await connect();
      if (stopped) {
        await next.end();
        return;
      }
      client = next;
      retryMs = FIRST_RETRY_MS;
      logger.info('catalogue listener reconnected');
      await track(onReconnect(), 'everything, after a reconnect');
      releaseSettling();
    } catch (err) {
      logger.warn('catalogue listener could not reconnect', { error: err instanceof Error ? err.message : String(err), retryInMs: retryMs });
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => void reconnect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };

  function lost(which: pg.Client, err?: Error) {
    if (which !== client) return;
    client = null;
    if (stopped) return;
    logger.warn('catalogue listener lost its connection', { error: err?.message });
    which.removeAllListeners();
    which.on('error', () => undefined);
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  client = await connect();

  return {
    async settle() {
      if (stopped) return;
      const token = `${SETTLE_PREFIX}${randomUUID()}`;
      const settled = new Promise<void>((resolve) => settling.set(token, resolve));
      // Without a connection the reconnect re-reads everything and then releases every waiter.
      await client?.query('SELECT pg_notify($1, $2)', [CATALOGUE_CHANNEL, token]).catch(() => undefined);
      await settled;
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const closing = client;
      client = null;
      releaseSettling();
      if (closing) {
        closing.removeAllListeners();
        closing.on('error', () => undefined);
        await closing.end().catch(() => undefined);
      }
      await Promise.allSettled([...work]);
    },
  };
}
