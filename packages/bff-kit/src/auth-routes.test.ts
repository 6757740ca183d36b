import { sessionCookieName } from './session-middleware.js';
import { FAKE_CLIENT_SECRET, startFakeCoreApi, WRONG_LOGIN_MESSAGE, type FakeCoreApi } from './testing/fake-core-api.js';
import {
  anAccount,
  AVAILABLE_STORES,
  openStoreFixture,
  sessionCookieOf,
  sessionIdOf,
  setCookieLine,
  signIn,
  startTestBff,
  type StoreFixture,
  type TestBff,
  type TestBffOptions,
} from './testing/test-bff.js';

describe.each(AVAILABLE_STORES)('BFF sign-in, session and sign-out (%s sessions)', (kind) => {
  let core: FakeCoreApi;
  let store: StoreFixture;
  let client: TestBff;
  const started: TestBff[] = [];

  async function another(options?: TestBffOptions): Promise<TestBff> {
    const bff = await startTestBff(store, core, options);
    started.push(bff);
    return bff;
  }

  beforeAll(async () => {
    core = await startFakeCoreApi();
    store = await openStoreFixture(kind);
    client = await another();
  });

  afterAll(async () => {
    await Promise.all(started.map((bff) => bff.close()));
    await store.close();
    await core.close();
  });

  it('signs in with the password grant and keeps the tokens on the server only', async () => {
    const account = core.addAccount(anAccount('client'));

    const res = await client.http().post('/bff/auth/login').send({ username: account.username, password: account.password });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: account.me });
    const grant = core.callsTo('/auth/login').at(-1)!;
    expect(JSON.parse(grant.body)).toEqual({
      grant_type: 'password',
      client_id: 'web-client',
      client_secret: FAKE_CLIENT_SECRET,
      username: account.username,
      password: account.password,
    });

    const line = setCookieLine(res, 'client')!;
    expect(line).toMatch(/^inkwell\.client\.sid=/);
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).not.toMatch(/; Secure/i);

    const stored = await store.storedSession('client', sessionIdOf(sessionCookieOf(res, 'client')!));
    expect(stored?.role).toBe('client');
    const access = stored!.tokens.access;
    expect(access).toMatch(/^access-/);
    expect(stored!.tokens.refresh).toMatch(/^refresh-/);
    expect(stored!.tokens.accessExpiresAt).toBeGreaterThan(Date.now() + 800_000);
    for (const secret of [access, stored!.tokens.refresh]) {
      expect(line).not.toContain(secret);
      expect(JSON.stringify(res.body)).not.toContain(secret);
    }
  });

  it('gives a new session id on sign-in and retires the session it replaces', async () => {
    const account = core.addAccount(anAccount('client'));
    const first = await signIn(client, account);
    const firstTokens = (await store.storedSession('client', sessionIdOf(first.cookie)))!.tokens;

    const second = await client.http().post('/bff/auth/login').set('Cookie', first.cookie).send({ username: account.username, password: account.password });

    const secondCookie = sessionCookieOf(second, 'client')!;
    expect(sessionIdOf(secondCookie)).not.toBe(sessionIdOf(first.cookie));
    expect(await store.storedSession('client', sessionIdOf(first.cookie))).toBeNull();
    expect(await store.storedSession('client', sessionIdOf(secondCookie))).not.toBeNull();
    expect(core.isRefreshTokenLive(firstTokens.refresh)).toBe(false);
  });

  it('passes a wrong password refusal through with core-api status and message, and sets no cookie', async () => {
    const account = core.addAccount(anAccount('client'));

    const res = await client.http().post('/bff/auth/login').send({ username: account.username, password: 'not the password' });

    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: WRONG_LOGIN_MESSAGE });
    expect(setCookieLine(res, 'client')).toBeUndefined();
  });

  it('passes a rate limit through with its Retry-After', async () => {
    const res = await client.http().post('/bff/auth/login').send({ username: 'throttled@example.com', password: 'whatever' });

    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 400 naming every missing field without calling core-api', async () => {
    const before = core.calls.length;

    const res = await client.http().post('/bff/auth/login').send({});

    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error).sort()).toEqual(['password', 'username']);
    expect(core.calls.length).toBe(before);
  });

  it('tells core-api the browser address and the request id on sign-in', async () => {
    const account = core.addAccount(anAccount('client'));

    await signIn(client, account, { 'X-Forwarded-For': '203.0.113.7', 'X-Request-Id': 'req-sign-in-0001' });

    const grant = core.callsTo('/auth/login').at(-1)!;
    expect(grant.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(grant.headers['x-request-id']).toBe('req-sign-in-0001');
  });

  it('answers the session with the user fresh from core-api, and no user (not an error) without one', async () => {
    const account = core.addAccount(anAccount('client'));
    const { cookie } = await signIn(client, account);
    account.me.firstName = 'Renamed since sign-in';

    const signedIn = await client.http().get('/bff/auth/session').set('Cookie', cookie);
    const anonymous = await client.http().get('/bff/auth/session');

    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ user: account.me });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
  });

  it('keeps the session across a restart of the BFF on the same store', async () => {
    const account = core.addAccount(anAccount('client'));
    const first = await another();
    const { cookie } = await signIn(first, account);
    await first.close();
    started.splice(started.indexOf(first), 1);

    const restarted = await another();
    const res = await restarted.http().get('/bff/auth/session').set('Cookie', cookie);

    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(account.username);
  });

  it('signs out: core-api revokes the refresh token, the session is destroyed and the cookie cleared', async () => {
    const account = core.addAccount(anAccount('client'));
    const { cookie } = await signIn(client, account);
    const tokens = (await store.storedSession('client', sessionIdOf(cookie)))!.tokens;

    const res = await client.http().post('/bff/auth/logout').set('Cookie', cookie);

    expect(res.status).toBe(204);
    const logout = core.callsTo('/auth/logout').at(-1)!;
    expect(logout.headers.authorization).toBe(`Bearer ${tokens.access}`);
    expect(JSON.parse(logout.body)).toEqual({ refresh_token: tokens.refresh });
    expect(core.isRefreshTokenLive(tokens.refresh)).toBe(false);
    expect(setCookieLine(res, 'client')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await store.storedSession('client', sessionIdOf(cookie))).toBeNull();
    expect((await client.http().get('/bff/auth/session').set('Cookie', cookie)).body).toEqual({ user: null });
  });

  it('signs out even when core-api refuses the logout call', async () => {
    const account = core.addAccount(anAccount('client'));
    const { cookie } = await signIn(client, account);
    core.revokeAccessTokens();

    const res = await client.http().post('/bff/auth/logout').set('Cookie', cookie);

    expect(res.status).toBe(204);
    expect(await store.storedSession('client', sessionIdOf(cookie))).toBeNull();
  });

  it('refuses a client session at the admin BFF, under either cookie name and even with a shared secret', async () => {
    const account = core.addAccount(anAccount('client'));
    const { cookie } = await signIn(client, account);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    const admin = await another({ role: 'admin' });
    const adminSharingTheSecret = await another({ role: 'admin', config: { sessionSecret: client.config.sessionSecret } });

    for (const [bff, presented] of [
      [admin, cookie],
      [admin, `${sessionCookieName('admin')}=${value}`],
      [adminSharingTheSecret, `${sessionCookieName('admin')}=${value}`],
    ] as const) {
      const res = await bff.http().get('/bff/auth/session').set('Cookie', presented);
      expect(res.body).toEqual({ user: null });
    }
    expect(core.callsTo('/admin/me')).toHaveLength(0);
    // The client's own session is untouched by the attempts.
    expect((await client.http().get('/bff/auth/session').set('Cookie', cookie)).body.user.email).toBe(account.username);
  });

  it('marks the cookie Secure behind a trusted TLS proxy, and only then', async () => {
    const account = core.addAccount(anAccount('client'));
    const distrustful = await another({ env: { TRUST_PROXY: 'false' } });

    const behindTls = await signIn(client, account, { 'X-Forwarded-Proto': 'https' });
    const notTrusted = await signIn(distrustful, account, { 'X-Forwarded-Proto': 'https' });

    expect(setCookieLine(behindTls.res, 'client')).toMatch(/; Secure/i);
    expect(setCookieLine(notTrusted.res, 'client')).not.toMatch(/; Secure/i);
  });
});
