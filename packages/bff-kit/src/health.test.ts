import pg from 'pg';
import { startFakeCoreApi, type FakeCoreApi } from './testing/fake-core-api.js';
import { AVAILABLE_STORES, openStoreFixture, startTestBff, type StoreFixture, type TestBff } from './testing/test-bff.js';

describe.each(AVAILABLE_STORES)('BFF liveness and readiness (%s sessions)', (kind) => {
  let core: FakeCoreApi;
  let store: StoreFixture;
  let bff: TestBff;

  beforeAll(async () => {
    core = await startFakeCoreApi();
    store = await openStoreFixture(kind);
    bff = await startTestBff(store, core);
  });

  afterAll(async () => {
    await bff.close();
    await store.close();
    await core.close();
  });

  it('answers live without touching any store', async () => {
    const res = await bff.http().get('/bff/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ready with the session store and the live-event listener it checked', async () => {
    const res = await bff.http().get('/bff/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', checks: { sessionStore: 'ok', liveEvents: 'listening' }, store: kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps answering the health path the start script waits for', async () => {
    const res = await bff.http().get('/bff/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', store: kind });
  });
});

describe('BFF readiness when its session store goes away', () => {
  const name = `${process.env.INKWELL_TEST_DB_PREFIX ?? 'inkwell_test_0_'}bff_gone_${process.env.JEST_WORKER_ID ?? '1'}`;
  let admin: pg.Client;
  let core: FakeCoreApi;
  let bff: TestBff;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    core = await startFakeCoreApi();
    const store: StoreFixture = {
      kind: 'postgres',
      env: { DATABASE_URL: url.toString() },
      redisKeyPrefix: (role) => `inkwell:${role}:sess:`,
      storedSession: () => Promise.resolve(null),
      close: () => Promise.resolve(),
    };
    bff = await startTestBff(store, core);
  });

  afterAll(async () => {
    await bff.close().catch(() => undefined);
    await core.close();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('stays live but answers 503 on ready once the sessions database is gone', async () => {
    await bff.http().get('/bff/health/ready').expect(200);
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);

    await bff.http().get('/bff/health/live').expect(200);
    const res = await bff.http().get('/bff/health/ready').expect(503);
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { sessionStore: 'unreachable' }, store: 'postgres' });
  });
});
