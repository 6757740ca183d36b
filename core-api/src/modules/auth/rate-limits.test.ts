import { AUTH_PREFIX } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { uniqueEmail } from '../../testing/factories.js';
import { database } from '../../shared/database.js';

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi({ AUTH_CALLS_PER_ACCOUNT_PER_HOUR: '3', AUTH_CALLS_PER_IP_PER_HOUR: '6' });
});
afterAll(() => api.close());

// The worker's database keeps counters between files and runs; each test starts from none for this address.
beforeEach(() => database().query("DELETE FROM rate_limit_hits WHERE key LIKE 'auth:%'"));

const resetLink = (email: string, ip = '198.51.100.1') =>
  api.request().post(`${AUTH_PREFIX.client}/send-reset-password-link`).set('X-Forwarded-For', ip).send({ email });

describe('rate limits on the calls that mail or try a token', () => {
  it('limits reset links per account with a Retry-After, whatever the address', async () => {
    const email = uniqueEmail('limited');
    for (let call = 0; call < 3; call += 1) expect((await resetLink(email, `198.51.100.${call + 10}`)).status).toBe(204);
    const limited = await resetLink(email.toUpperCase(), '198.51.100.99');
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3600);
    // another account is not held back by this one
    expect((await resetLink(uniqueEmail('free'), '198.51.100.98')).status).toBe(204);
  });

  it('limits one address across accounts and calls of the same kind, and counts each role’s calls apart', async () => {
    for (let call = 0; call < 6; call += 1) expect((await resetLink(uniqueEmail(`ip${call}`))).status).toBe(204);
    expect((await resetLink(uniqueEmail('ip-over'))).status).toBe(429);
    expect((await resetLink(uniqueEmail('elsewhere'), '203.0.113.5')).status).toBe(204);
    const linguist = await api.request().post(`${AUTH_PREFIX.linguist}/send-reset-password-link`).set('X-Forwarded-For', '198.51.100.1').send({ email: uniqueEmail('ling') });
    expect(linguist.status).toBe(204);
  });

  it('limits registrations and confirmations per address', async () => {
    const register = () =>
      api.request().post(`${AUTH_PREFIX.client}/registration`).set('X-Forwarded-For', '198.51.100.7').send({ email: uniqueEmail('reg'), password: 'a-long-password-1', firstName: 'Ada', lastName: 'Lovelace' });
    for (let call = 0; call < 6; call += 1) expect((await register()).status).toBe(201);
    expect((await register()).status).toBe(429);
    const confirm = () => api.request().post(`${AUTH_PREFIX.client}/confirm-register`).set('X-Forwarded-For', '198.51.100.8').send({ token: 'x'.repeat(43) });
    for (let call = 0; call < 3; call += 1) expect((await confirm()).status).toBe(400);
    // the same unknown token is its own account: the fourth try is over the per-account limit
    expect((await confirm()).status).toBe(429);
  });
});
