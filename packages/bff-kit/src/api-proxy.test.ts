import { isTokenIssuingPath } from './api-proxy.js';
import { startFakeCoreApi, type EchoAnswer, type FakeCoreApi } from './testing/fake-core-api.js';
import { anAccount, AVAILABLE_STORES, openStoreFixture, sessionIdOf, setCookieLine, signIn, startTestBff, type StoreFixture, type TestBff } from './testing/test-bff.js';

describe('isTokenIssuingPath', () => {
  it.each(['/auth/login', '/admin/auth/login', '/linguist/auth/login', '/AUTH/Login/', '/auth/%6Cogin', '//auth//login', '/client/../auth/login'])(
    'refuses %s',
    (path) => expect(isTokenIssuingPath(path)).toBe(true),
  );

  it.each(['/auth/register', '/auth/login-history', '/client/orders', '/auth/logout'])('lets %s through', (path) => {
    expect(isTokenIssuingPath(path)).toBe(false);
  });
});

describe.each(AVAILABLE_STORES)('BFF /api proxy (%s sessions)', (kind) => {
  let core: FakeCoreApi;
  let store: StoreFixture;
  let client: TestBff;

  beforeAll(async () => {
    core = await startFakeCoreApi();
    store = await openStoreFixture(kind);
    client = await startTestBff(store, core);
  });

  afterAll(async () => {
    await client.close();
    await store.close();
    await core.close();
  });

  beforeEach(() => {
    core.expiresIn = 900;
    core.refreshDelayMs = 0;
  });

  async function storedTokens(cookie: string) {
    return (await store.storedSession('client', sessionIdOf(cookie)))?.tokens;
  }

  it('answers health with the store in use', async () => {
    const res = await client.http().get('/bff/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', store: kind });
  });

  it('forwards to core-api without /api, with the session bearer, query string and body, and without the cookie', async () => {
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const tokens = await storedTokens(cookie);

    const res = await client
      .http()
      .post('/api/client/orders?draft=true&tag=a&tag=b')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', '198.51.100.23')
      .set('X-Request-Id', 'req-proxy-00000001')
      .set('Idempotency-Key', 'attempt-7f3c')
      .set('X-Api-Key', 'ink_live_someone-elses-key')
      .send({ title: 'Ten blog posts', words: 500 });

    expect(res.status).toBe(200);
    const echo = res.body as EchoAnswer;
    expect(echo).toEqual({
      method: 'POST',
      path: '/client/orders',
      query: 'draft=true&tag=a&tag=b',
      body: JSON.stringify({ title: 'Ten blog posts', words: 500 }),
      authorization: `Bearer ${tokens!.access}`,
    });
    const received = core.callsTo('/client/orders').at(-1)!;
    expect(received.headers.cookie).toBeUndefined();
    // the session speaks for the browser; an API key is for partners calling core-api directly (decision 066)
    expect(received.headers['x-api-key']).toBeUndefined();
    expect(received.headers['x-forwarded-for']).toBe('198.51.100.23');
    expect(received.headers['x-request-id']).toBe('req-proxy-00000001');
    // core-api replays a retried write by this key (decision 068): the BFF passes it through unchanged.
    expect(received.headers['idempotency-key']).toBe('attempt-7f3c');
    expect(res.headers['x-request-id']).toBe('req-proxy-00000001');
  });

  it('streams non-JSON bodies unchanged and keeps core-api status codes', async () => {
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const csv = 'keyword;volume\nink;1200\nquill;300\n';

    const res = await client.http().put('/api/created/imports').set('Cookie', cookie).set('Content-Type', 'text/csv').send(csv);

    expect(res.status).toBe(201);
    expect(res.body.body).toBe(csv);
    expect(res.body.method).toBe('PUT');
  });

  it('re-uses its connections to core-api instead of opening one per call', async () => {
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const before = core.connections;

    for (let i = 0; i < 5; i++) expect((await client.http().get('/api/client/orders').set('Cookie', cookie)).status).toBe(200);

    expect(core.connections - before).toBeLessThanOrEqual(1);
  });

  it('passes public calls without a bearer, and drops one the browser sends itself', async () => {
    const res = await client.http().get('/api/client/languages').set('Authorization', 'Bearer smuggled-token');

    expect(res.status).toBe(200);
    expect(res.body.authorization).toBeNull();
    expect(res.body.path).toBe('/client/languages');
  });

  it.each(['/api/auth/login', '/api/admin/auth/login', '/api/AUTH/LOGIN/', '/api/auth/%6cogin'])('answers 404 for the token endpoint %s without calling core-api', async (path) => {
    const before = core.calls.length;

    const res = await client.http().post(path).send({ grant_type: 'password', username: 'a@example.com', password: 'x' });

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(core.calls.length).toBe(before);
  });

  it('refreshes an access token about to expire before forwarding, and stores the new tokens', async () => {
    core.expiresIn = 10;
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const before = await storedTokens(cookie);
    core.expiresIn = 900;
    const refreshesBefore = core.refreshGrantCalls().length;

    const res = await client.http().get('/api/client/orders').set('Cookie', cookie);

    expect(res.status).toBe(200);
    expect(core.refreshGrantCalls().length - refreshesBefore).toBe(1);
    const after = await storedTokens(cookie);
    expect(after!.access).not.toBe(before!.access);
    expect(after!.refresh).not.toBe(before!.refresh);
    expect(res.body.authorization).toBe(`Bearer ${after!.access}`);
    expect(JSON.parse(core.refreshGrantCalls().at(-1)!.body).refresh_token).toBe(before!.refresh);
  });

  it('does not refresh a token with more than 30 seconds left', async () => {
    core.expiresIn = 45;
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const refreshesBefore = core.refreshGrantCalls().length;

    await client.http().get('/api/client/orders').set('Cookie', cookie);

    expect(core.refreshGrantCalls().length).toBe(refreshesBefore);
  });

  it('refreshes once for five concurrent requests, all of which then use the new token', async () => {
    core.expiresIn = 10;
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    core.expiresIn = 900;
    core.refreshDelayMs = 150;
    const refreshesBefore = core.refreshGrantCalls().length;

    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => client.http().get(`/api/client/orders/${i}`).set('Cookie', cookie)));

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(core.refreshGrantCalls().length - refreshesBefore).toBe(1);
    const after = await storedTokens(cookie);
    expect(new Set(answers.map((res) => res.body.authorization))).toEqual(new Set([`Bearer ${after!.access}`]));
    // The rotated family is intact: reusing a spent refresh token would have revoked it.
    expect(core.isRefreshTokenLive(after!.refresh)).toBe(true);
  });

  it('ends the session with 401 when the refresh is refused', async () => {
    core.expiresIn = 10;
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    core.revokeRefreshTokens();
    const callsBefore = core.callsTo('/client/orders').length;

    const res = await client.http().get('/api/client/orders').set('Cookie', cookie);

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(setCookieLine(res, 'client')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(core.callsTo('/client/orders').length).toBe(callsBefore);
    expect(await store.storedSession('client', sessionIdOf(cookie))).toBeNull();
  });

  it('ends the session when core-api answers 401 to a signed-in call', async () => {
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    core.revokeAccessTokens();

    const res = await client.http().get('/api/client/orders').set('Cookie', cookie);

    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Access token expired or invalid');
    expect(setCookieLine(res, 'client')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.storedSession('client', sessionIdOf(cookie))).toBeNull();
    expect((await client.http().get('/bff/auth/session').set('Cookie', cookie)).body).toEqual({ user: null });
  });

  it('refuses cross-site writes on /api and /bff, and lets same-site writes and cross-site reads through', async () => {
    const { cookie } = await signIn(client, core.addAccount(anAccount()));
    const callsBefore = core.callsTo('/client/orders').length;

    const crossSite = await client.http().post('/api/client/orders').set('Cookie', cookie).set('Origin', 'https://evil.example').send({});
    const crossSiteByReferer = await client
      .http()
      .delete('/api/client/orders/1')
      .set('Cookie', cookie)
      .set('Referer', 'https://evil.example/page')
      .send();
    const crossSiteLogin = await client.http().post('/bff/auth/login').set('Origin', 'https://evil.example').send({ username: 'a@example.com', password: 'x' });
    const opaqueOrigin = await client.http().post('/api/client/orders').set('Cookie', cookie).set('Origin', 'null').send({});
    const sameSite = await client.http().post('/api/client/orders').set('Cookie', cookie).set('Host', 'client.localhost:3001').set('Origin', 'http://client.localhost:3001').send({});
    const crossSiteRead = await client.http().get('/api/client/orders').set('Cookie', cookie).set('Origin', 'https://evil.example');

    for (const refused of [crossSite, crossSiteByReferer, crossSiteLogin, opaqueOrigin]) {
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN');
    }
    expect(sameSite.status).toBe(200);
    expect(crossSiteRead.status).toBe(200);
    expect(core.callsTo('/client/orders').length - callsBefore).toBe(2);
  });
});

describe('BFF /api proxy when core-api is down', () => {
  it('answers 502 with the shared error body', async () => {
    const core = await startFakeCoreApi();
    const store = await openStoreFixture('postgres');
    const client = await startTestBff(store, core);
    await core.close();
    try {
      const res = await client.http().get('/api/client/languages');

      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ status: 502, message: expect.stringMatching(/temporarily unavailable/) });
      expect(res.body.requestId).toEqual(res.headers['x-request-id']);
    } finally {
      await client.close();
      await store.close();
    }
  });
});
