import jwt from 'jsonwebtoken';
import { AUTH_PREFIX, OAUTH_CLIENT_ID, ROLES, type Role } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist, passwordGrant, uniqueEmail } from '../../testing/factories.js';

let api: TestContext;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let addressSequence = 0;
/** Each test signs in from its own address so failure counts never leak between tests. */
function freshAddress(): string {
  addressSequence += 1;
  return `198.51.100.${addressSequence}`;
}

const createAccount: Record<Role, (password?: string) => Promise<{ email: string; password: string }>> = {
  client: (password) => createClient({ password }),
  admin: (password) => createAdmin({ password }),
  linguist: (password) => createLinguist({ password }),
};

function login(role: Role, username: string, password: string, address = freshAddress()) {
  return api.request().post(`${AUTH_PREFIX[role]}/login`).set('X-Forwarded-For', address).send(passwordGrant(api.config, role, username, password));
}

describe.each(ROLES)('POST login as %s', (role) => {
  it('answers a bearer token pair whose access token carries exactly sub, role and typ', async () => {
    const { email, password } = await createAccount[role]();
    const res = await login(role, email, password);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'Bearer',
      expires_in: 900,
    });
    const claims = jwt.verify(res.body.access_token, api.config.jwtSecret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ role, typ: 'access' });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('signs in regardless of the letter case of the address', async () => {
    const { email, password } = await createAccount[role]();
    const res = await login(role, email.toUpperCase(), password);
    expect(res.status).toBe(200);
  });

  it("refuses another role's client id", async () => {
    const { email, password } = await createAccount[role]();
    const other = ROLES.find((r) => r !== role) as Role;
    const res = await api
      .request()
      .post(`${AUTH_PREFIX[role]}/login`)
      .send({ ...passwordGrant(api.config, role, email, password), client_id: OAUTH_CLIENT_ID[other] });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid client credentials');
  });

  it("does not accept the account of another role's prefix", async () => {
    const { email, password } = await createAccount[role]();
    const other = ROLES.find((r) => r !== role) as Role;
    const res = await login(other, email, password);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid e-mail or password');
  });
});

describe('login failures', () => {
  it('gives the identical 401 body for a wrong password and for an unknown address', async () => {
    const { email } = await createClient();
    const wrongPassword = await login('client', email, 'not-the-password');
    const unknownAddress = await login('client', uniqueEmail('nobody'), 'not-the-password');

    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    const withoutRequestId = ({ requestId: _id, ...body }: Record<string, unknown>) => body;
    expect(withoutRequestId(wrongPassword.body)).toEqual(withoutRequestId(unknownAddress.body));
    expect(wrongPassword.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid e-mail or password' });
  });

  it('refuses closed accounts with the generic 401 even when the password is right', async () => {
    for (const status of ['CLOSED_BY_USER', 'CLOSED_BY_GC'] as const) {
      const { email, password } = await createClient({ status });
      const res = await login('client', email, password);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid e-mail or password');
    }
  });

  it('asks a pending account with the right password to confirm its address first', async () => {
    const { email, password } = await createLinguist({ status: 'PENDING_ACTIVATION' });
    const right = await login('linguist', email, password);
    expect(right.status).toBe(403);
    expect(right.body.message).toBe('Please confirm your e-mail address first');

    const wrong = await login('linguist', email, 'not-the-password');
    expect(wrong.status).toBe(401);
  });

  it('refuses a wrong client secret with 401 before looking at the account', async () => {
    const { email, password } = await createClient();
    const res = await api
      .request()
      .post(`${AUTH_PREFIX.client}/login`)
      .send({ ...passwordGrant(api.config, 'client', email, password), client_secret: 'wrong-secret-0000000000' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid client credentials');
  });

  it('answers 429 after ten failures for one account within a minute, even with the right password', async () => {
    const { email, password } = await createAdmin();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await login('admin', email, `wrong-${attempt}`);
      expect(res.status).toBe(401);
    }
    // a new address does not help: the account itself is locked for the minute
    const locked = await login('admin', email, password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 429 after ten failures from one address across different accounts', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await login('client', uniqueEmail('probe'), 'guess-password', address);
      expect(res.status).toBe(401);
    }
    const { email, password } = await createClient();
    expect((await login('client', email, password, address)).status).toBe(429);
    expect((await login('client', email, password, freshAddress())).status).toBe(200);
  });

  it('counts only the last minute', async () => {
    const { email, password } = await createClient();
    for (let attempt = 0; attempt < 10; attempt += 1) await login('client', email, 'wrong-password');
    expect((await login('client', email, password)).status).toBe(429);

    await api.runtime.sequelize.query("UPDATE login_failures SET at = at - interval '61 seconds' WHERE account_key = :key", {
      replacements: { key: `client:${email.toLowerCase()}` },
    });
    expect((await login('client', email, password)).status).toBe(200);
  });

  it('clears the account count on a successful sign-in', async () => {
    const { email, password } = await createClient();
    for (let attempt = 0; attempt < 9; attempt += 1) await login('client', email, 'wrong-password');
    expect((await login('client', email, password)).status).toBe(200);
    expect((await login('client', email, 'wrong-password')).status).toBe(401);
    expect((await login('client', email, password)).status).toBe(200);
  });
});

describe('login validation', () => {
  it('answers 400 naming body for malformed JSON', async () => {
    const res = await api.request().post(`${AUTH_PREFIX.client}/login`).set('Content-Type', 'application/json').send('{"grant_type":');
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('body');
  });

  it('answers 400 naming an unknown field', async () => {
    const { email, password } = await createClient();
    const res = await api
      .request()
      .post(`${AUTH_PREFIX.client}/login`)
      .send({ ...passwordGrant(api.config, 'client', email, password), remember_me: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toEqual(['remember_me']);
  });

  it('answers 400 naming every missing field', async () => {
    const res = await api.request().post(`${AUTH_PREFIX.client}/login`).send({ grant_type: 'password' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error).sort()).toEqual(['client_id', 'client_secret', 'password', 'username']);
  });

  it('answers 400 for an unknown grant type and for a refresh grant without its token', async () => {
    const base = { client_id: OAUTH_CLIENT_ID.client, client_secret: api.config.oauthClientSecret };
    const unknownGrant = await api.request().post(`${AUTH_PREFIX.client}/login`).send({ ...base, grant_type: 'client_credentials' });
    expect(unknownGrant.status).toBe(400);
    expect(unknownGrant.body.error).toHaveProperty('grant_type');

    const noToken = await api.request().post(`${AUTH_PREFIX.client}/login`).send({ ...base, grant_type: 'refresh_token' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.error).toHaveProperty('refresh_token');
  });
});
