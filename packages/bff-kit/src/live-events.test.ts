import pg from 'pg';
import { USER_EVENTS_CHANNEL, type Role, type UserEvent, type UserEventEnvelope } from '@inkwell/contracts';
import { liveEventListenerName } from './live-event-hub.js';
import { openEventStream, listenOnEphemeralPort, type EventStreamReader, type StreamFrame } from './testing/event-stream-reader.js';
import { startFakeCoreApi, type FakeAccount, type FakeCoreApi } from './testing/fake-core-api.js';
import { anAccount, openStoreFixture, signIn, startTestBff, type StoreFixture, type TestBff } from './testing/test-bff.js';

jest.setTimeout(30_000);

/** A BFF of one role on a real port, and its database, where core-api's notifications are played. */
interface Running {
  bff: TestBff;
  url: string;
  close(): Promise<void>;
}

let core: FakeCoreApi;
let store: StoreFixture;
let db: pg.Client;
const running: Running[] = [];
const streams: EventStreamReader[] = [];

beforeAll(async () => {
  core = await startFakeCoreApi();
  store = await openStoreFixture('postgres');
  db = new pg.Client({ connectionString: store.env.DATABASE_URL });
  await db.connect();
});

afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

afterAll(async () => {
  for (const target of running) await target.close();
  await db.end();
  await store.close();
  await core.close();
});

async function startBff(role: Role, liveHeartbeatMs?: number): Promise<Running> {
  const bff = await startTestBff(store, core, { role, liveHeartbeatMs });
  const server = await listenOnEphemeralPort(bff.bff.app);
  const target = {
    bff,
    url: server.url,
    close: async () => {
      await server.close();
      await bff.close();
    },
  };
  running.push(target);
  return target;
}

/** What core-api's publishUserEvent does, outside any transaction. */
async function publish(to: UserEventEnvelope['to'], event: UserEvent): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [USER_EVENTS_CHANNEL, JSON.stringify({ to, event } satisfies UserEventEnvelope)]);
}

async function stream(target: Running, cookie: string | undefined, lastEventId?: string): Promise<EventStreamReader> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const reader = await openEventStream(target.url, headers);
  streams.push(reader);
  return reader;
}

/** Signed in and streaming, with the stream's first (id-only) frame read: the hub knows it from here on. */
async function signedInStream(target: Running, account: FakeAccount): Promise<{ cookie: string; reader: EventStreamReader }> {
  const { cookie } = await signIn(target.bff, core.addAccount(account));
  const reader = await stream(target, cookie);
  await reader.next((frame) => frame.id !== undefined);
  return { cookie, reader };
}

const unread = (n: number): UserEvent => ({ type: 'message.unread', unread: n });
const withData = (type: string) => (frame: StreamFrame) => frame.data !== undefined && (JSON.parse(frame.data) as { type: string }).type === type;
const withUnread = (n: number) => (frame: StreamFrame) => frame.data === JSON.stringify(unread(n));

describe('GET /bff/events', () => {
  let client: Running;

  beforeAll(async () => {
    client = await startBff('client');
  });

  it('answers 401 without a session, and an event stream with a retry time to a signed-in one', async () => {
    const anonymous = await stream(client, undefined);
    expect(anonymous.status).toBe(401);

    const { reader } = await signedInStream(client, anAccount('client'));
    expect(reader.status).toBe(200);
    expect(reader.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers['cache-control']).toBe('no-store, no-transform');
    expect(reader.frames[0]).toEqual({ retry: 3000 });
    expect(reader.frames[1]?.id).toMatch(/^[0-9a-f]{12}:\d+$/);
  });

  it("relays to user A's session only A's events: never B's, never those of another role with A's id", async () => {
    const a = anAccount('client');
    const b = anAccount('client');
    const { reader: streamA } = await signedInStream(client, a);
    const { reader: streamB } = await signedInStream(client, b);
    const idA = a.me.id as number;
    const idB = b.me.id as number;

    await publish({ role: 'client', userId: idB }, unread(2));
    await publish({ role: 'linguist', userId: idA }, unread(3));
    await publish({ role: 'admin', userId: null }, unread(4));
    await publish({ role: 'client', userId: idA }, unread(1));

    await streamA.next(withUnread(1));
    await streamB.next(withUnread(2));
    expect(streamA.events()).toEqual([unread(1)]);
    expect(streamB.events()).toEqual([unread(2)]);
  });

  it('relays staff events (userId null) to every admin session, and a staff member’s own ones to her alone', async () => {
    const admin = await startBff('admin');
    const first = anAccount('admin');
    const { reader: one } = await signedInStream(admin, first);
    const { reader: two } = await signedInStream(admin, anAccount('admin'));

    await publish({ role: 'admin', userId: null }, unread(5));
    await publish({ role: 'admin', userId: first.me.id as number }, unread(6));
    await one.next(withUnread(6));
    await two.next(withUnread(5));
    expect(one.events()).toEqual([unread(5), unread(6)]);
    expect(two.events()).toEqual([unread(5)]);
  });

  it('replays what a reconnecting browser missed after its Last-Event-ID, its own events only, and asks for a resync when it cannot', async () => {
    const a = anAccount('client');
    const { cookie, reader } = await signedInStream(client, a);
    const idA = a.me.id as number;
    await publish({ role: 'client', userId: idA }, unread(10));
    await reader.next(withUnread(10));
    const last = reader.lastEventId()!;
    reader.close();

    await publish({ role: 'client', userId: idA }, unread(11));
    await publish({ role: 'client', userId: idA + 1000 }, unread(99));
    await publish({ role: 'client', userId: idA }, { type: 'balance.changed' });
    // the stream below opens after the hub heard these: wait for another session to hear the last one
    const { reader: witness } = await signedInStream(client, anAccount('client'));
    await publish({ role: 'client', userId: null }, { type: 'balance.changed' });
    await witness.next(withData('balance.changed'));

    const resumed = await stream(client, cookie, last);
    await resumed.next(withData('balance.changed'));
    expect(resumed.events()).toEqual([unread(11), { type: 'balance.changed' }, { type: 'balance.changed' }]);

    const fromAnotherProcess = await stream(client, cookie, 'a0a0a0a0a0a0:3');
    expect(await fromAnotherProcess.next(withData('resync'))).toEqual({ id: expect.any(String), data: '{"type":"resync"}' });
    expect(fromAnotherProcess.events()).toEqual([{ type: 'resync' }]);
  });

  it('keeps a quiet stream alive with comments', async () => {
    const quick = await startBff('linguist', 50);
    const { reader } = await signedInStream(quick, anAccount('linguist'));
    await reader.next((frame) => frame.comment === 'keep-alive');
  });

  it('ends the session’s streams at logout, and the next attempt is refused', async () => {
    const { cookie, reader } = await signedInStream(client, anAccount('client'));
    const out = await client.bff.http().post('/bff/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(204);
    await reader.ended;
    expect((await stream(client, cookie)).status).toBe(401);
  });

  it('learns the user of a session signed in before live events existed from core-api once', async () => {
    const account = anAccount('client');
    const { cookie } = await signIn(client.bff, core.addAccount(account));
    const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    await db.query(`UPDATE bff_sessions SET sess = (sess::jsonb - 'userId')::json WHERE sid = $1`, [sid]);
    const before = core.callsTo('/client/me').length;

    const reader = await stream(client, cookie);
    await reader.next((frame) => frame.id !== undefined);
    await publish({ role: 'client', userId: account.me.id as number }, unread(7));
    await reader.next(withUnread(7));
    expect(core.callsTo('/client/me').length).toBe(before + 1);
  });
});

describe('the BFF’s listener of core-api’s events', () => {
  it('reconnects after its database connection drops, tells open streams to resync, and relays again', async () => {
    const target = await startBff('linguist');
    const account = anAccount('linguist');
    const { reader } = await signedInStream(target, account);
    const id = account.me.id as number;

    const { rowCount } = await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
      liveEventListenerName('linguist'),
    ]);
    expect(rowCount).toBeGreaterThan(0);
    await reader.next(withData('resync'), 10_000);
    expect(target.bff.bff.liveEvents.listening()).toBe(true);

    await publish({ role: 'linguist', userId: id }, { type: 'order.status', orderId: 5, status: 'processing_cw' });
    await reader.next(withData('order.status'));
    expect(reader.events()).toEqual([{ type: 'resync' }, { type: 'order.status', orderId: 5, status: 'processing_cw' }]);
  });
});
