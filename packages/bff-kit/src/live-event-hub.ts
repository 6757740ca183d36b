import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ROLES, USER_EVENTS_CHANNEL, type LiveStreamEvent, type Role, type UserEvent, type UserEventEnvelope } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';

/**
 * One BFF process, one PostgreSQL connection LISTENing on core-api's event channel (decision 035). Every stream of
 * the BFF subscribes here with its session's user; a notification is handed only to the streams of the user it is
 * addressed to (all of the role's streams for `userId: null`), and never crosses roles.
 */

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 10_000;
/** Events kept for a browser that reconnects with Last-Event-ID; older gaps are answered with a resync. */
const REPLAY_LIMIT = 2_000;

/** How the listener's session shows in pg_stat_activity (tests and operators find it by this name). */
export const liveEventListenerName = (role: Role) => `bff-${role} live events`;

/** One frame for one stream: its SSE id and its data. */
export interface LiveFrame {
  id: string;
  event: LiveStreamEvent | null;
}

export type LiveSubscriber = (frame: LiveFrame) => void;

export interface LiveSubscription {
  /** the frames the subscriber missed since Last-Event-ID: its own events, or one resync */
  missed: LiveFrame[];
  /** where the stream stands now, for an id-only first frame (so even a quiet stream reconnects with an id) */
  position: string;
  unsubscribe(): void;
}

export interface LiveEventHub {
  subscribe(userId: number, lastEventId: string | undefined, subscriber: LiveSubscriber): LiveSubscription;
  /** streams open right now */
  size(): number;
  /** whether the LISTEN connection is up */
  listening(): boolean;
  stop(): Promise<void>;
}

export interface LiveEventHubOptions {
  role: Role;
  databaseUrl: string;
  logger: Logger;
}

interface Kept {
  seq: number;
  userId: number | null;
  event: UserEvent;
}

function parseEnvelope(payload: string | undefined): UserEventEnvelope | null {
  if (!payload) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  const envelope = value as Partial<UserEventEnvelope> | null;
  const to = envelope?.to;
  if (!to || !ROLES.includes(to.role) || !(to.userId === null || Number.isSafeInteger(to.userId))) return null;
  if (typeof envelope.event?.type !== 'string') return null;
  return envelope as UserEventEnvelope;
}

export async function startLiveEventHub({ role, databaseUrl, logger }: LiveEventHubOptions): Promise<LiveEventHub> {
  // A new id per process: a Last-Event-ID from before a restart cannot be answered and gets a resync.
  const boot = randomBytes(6).toString('hex');
  let seq = 0;
  /** a Last-Event-ID below this missed events the listener never heard (its connection was down) */
  let resyncBefore = 0;
  const kept: Kept[] = [];
  const subscribers = new Map<number, Set<LiveSubscriber>>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | null = null;

  const idOf = (n: number) => `${boot}:${n}`;

  const deliver = (userId: number | null, frame: LiveFrame) => {
    const audiences = userId === null ? [...subscribers.values()] : [subscribers.get(userId)].filter((set) => set !== undefined);
    for (const set of audiences) {
      for (const subscriber of set) {
        try {
          subscriber(frame);
        } catch (err) {
          logger.warn('live event subscriber failed', { error: err instanceof Error ? err.message : String(err) });
        }
      }
    }
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== USER_EVENTS_CHANNEL) return;
    const envelope = parseEnvelope(message.payload);
    if (!envelope) return void logger.warn('live event ignored: not an event envelope');
    if (envelope.to.role !== role) return;
    seq += 1;
    kept.push({ seq, userId: envelope.to.userId, event: envelope.event });
    if (kept.length > REPLAY_LIMIT) kept.shift();
    deliver(envelope.to.userId, { id: idOf(seq), event: envelope.event });
  };

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: liveEventListenerName(role), keepAlive: true });
    next.on('notification', onNotification);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
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
      if (stopped) return void (await next.end());
      client = next;
      retryMs = FIRST_RETRY_MS;
      // Whatever was published while nobody listened is gone: every open stream refetches, and a browser that
      // comes back with an id from before the gap is told the same.
      seq += 1;
      resyncBefore = seq;
      logger.info('live event listener reconnected');
      deliver(null, { id: idOf(seq), event: { type: 'resync' } });
    } catch (err) {
      logger.warn('live event listener could not connect', { error: err instanceof Error ? err.message : String(err), retryInMs: retryMs });
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
    logger.warn('live event listener lost its connection', { error: err?.message });
    which.removeAllListeners();
    which.on('error', () => undefined);
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  /** The frames a stream resuming after `lastEventId` missed, for `userId`. */
  const missedSince = (userId: number, lastEventId: string | undefined): LiveFrame[] => {
    if (lastEventId === undefined) return [];
    const resync: LiveFrame[] = [{ id: idOf(seq), event: { type: 'resync' } }];
    const [lastBoot, lastSeqText] = lastEventId.split(':');
    const lastSeq = Number(lastSeqText);
    if (lastBoot !== boot || !Number.isSafeInteger(lastSeq) || lastSeq > seq || lastSeq < resyncBefore) return resync;
    const oldest = kept[0]?.seq ?? seq + 1;
    if (lastSeq + 1 < oldest) return resync;
    return kept.filter((k) => k.seq > lastSeq && (k.userId === null || k.userId === userId)).map((k) => ({ id: idOf(k.seq), event: k.event }));
  };

  try {
    client = await connect();
  } catch (err) {
    // The BFF still serves pages and the API; its streams start hearing events once the database answers.
    logger.error('live event listener could not connect; retrying', { error: err instanceof Error ? err.message : String(err) });
    resyncBefore = 1;
    scheduleReconnect();
  }

  return {
    subscribe(userId, lastEventId, subscriber) {
      const missed = missedSince(userId, lastEventId);
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(subscriber);
      return {
        missed,
        position: idOf(seq),
        unsubscribe() {
          set.delete(subscriber);
          if (!set.size && subscribers.get(userId) === set) subscribers.delete(userId);
        },
      };
    },
    size: () => [...subscribers.values()].reduce((total, set) => total + set.size, 0),
    listening: () => client !== null,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const closing = client;
      client = null;
      subscribers.clear();
      if (closing) {
        closing.removeAllListeners();
        closing.on('error', () => undefined);
        await closing.end().catch(() => undefined);
      }
    },
  };
}
