import type { ApiKey, ApiKeyCreated, ApiKeyPage } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newAdmin, newClient, type Actor } from '../orders/testing/order-scenario.js';
import { database } from '../../shared/database.js';
import { ApiKeyAuthenticator } from './api-key-auth.js';

const PER_MINUTE = 8;

let api: TestContext;
let client: Actor;
let other: Actor;
let admin: Actor;

function asPerson(method: 'get' | 'post' | 'delete', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

function withKey(method: 'get' | 'post' | 'put' | 'delete', path: string, secret: string, header: 'bearer' | 'x-api-key' = 'bearer', body?: object) {
  const request = api.request()[method](path);
  if (header === 'bearer') request.set('Authorization', `Bearer ${secret}`);
  else request.set('X-Api-Key', secret);
  return body ? request.send(body) : request;
}

const messageOf = (res: { body: unknown }) => (res.body as { message: string }).message;

async function newKey(actor: Actor, scopes: string[], name = 'Shop integration'): Promise<ApiKeyCreated> {
  return (await expectStatus(asPerson('post', '/client/api-keys', actor, { name, scopes }), 201)).body as ApiKeyCreated;
}

beforeAll(async () => {
  api = await startTestApi({ API_KEY_REQUESTS_PER_MINUTE: String(PER_MINUTE) });
  client = await newClient(api);
  other = await newClient(api);
  admin = await newAdmin(api);
});

afterAll(() => api.close());

describe('a client’s API keys', () => {
  it('shows the secret once, stores only its hash, and lists the key with its last use', async () => {
    const key = await newKey(client, ['read', 'orders:write']);
    expect(key.secret).toMatch(/^ink_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Shop integration', scopes: ['read', 'orders:write'], prefix: key.secret.slice(0, 13), lastUsedAt: null, revokedAt: null });
    const [stored] = await database().query<{ secret_hash: Buffer }>('SELECT secret_hash FROM api_keys WHERE id = :id', { replacements: { id: key.id }, type: 'SELECT' as never });
    expect(stored?.secret_hash.toString('hex')).not.toContain(Buffer.from(key.secret).toString('hex'));

    await expectStatus(withKey('get', '/client/projects', key.secret), 200);
    await expectStatus(withKey('get', '/client/projects', key.secret, 'x-api-key'), 200);
    const page = (await expectStatus(asPerson('get', '/client/api-keys', client), 200)).body as ApiKeyPage;
    const listed = page.data.find((k) => k.id === key.id) as ApiKey & { secret?: string };
    expect(listed.secret).toBeUndefined();
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedIp).toMatch(/127\.0\.0\.1|::1/);
  });

  it('enforces the key’s scopes and keeps the account, billing payments and keys themselves for a person', async () => {
    const reader = await newKey(client, ['read']);
    const writer = await newKey(client, ['read', 'orders:write']);
    const project = { name: 'Partner project', language: 'de-DE' };

    expect(messageOf(await expectStatus(withKey('post', '/client/project', reader.secret, 'bearer', project), 403))).toMatch(/orders:write/);
    await expectStatus(withKey('post', '/client/project', writer.secret, 'bearer', project), 201);
    expect(messageOf(await expectStatus(withKey('get', '/client/billing/balance', writer.secret), 403))).toMatch(/billing:read/);
    const biller = await newKey(client, ['billing:read']);
    await expectStatus(withKey('get', '/client/billing/balance', biller.secret), 200);
    await expectStatus(withKey('get', '/client/projects', biller.secret), 403);

    // what a leaked key must never reach
    await expectStatus(withKey('post', '/client/api-keys', writer.secret, 'bearer', { name: 'more', scopes: ['read'] }), 403);
    await expectStatus(withKey('get', '/client/api-keys', writer.secret), 403);
    await expectStatus(withKey('put', '/client/settings/password', writer.secret, 'bearer', { password: 'x', newPassword: 'y' }), 403);
    await expectStatus(withKey('get', `/admin/client/${client.id}/api-keys`, writer.secret), 403);
  });

  it('never reaches another client’s data', async () => {
    const created = await expectStatus(asPerson('post', '/client/project', other, { name: 'Theirs', language: 'de-DE' }), 201);
    const theirProject = (created.body as { id: number }).id;
    const mine = await newKey(client, ['read', 'orders:write']);
    await expectStatus(withKey('get', `/client/project/${theirProject}`, mine.secret), 404);
    await expectStatus(withKey('delete', `/client/project/${theirProject}`, mine.secret), 404);
    await expectStatus(asPerson('delete', `/client/api-keys/${mine.id}`, other), 404);
    await expectStatus(withKey('get', '/client/projects', mine.secret), 200);
  });

  it('answers 401 for a revoked or unknown key and for a closed account', async () => {
    const key = await newKey(client, ['read']);
    await expectStatus(withKey('get', '/client/projects', key.secret), 200);
    await expectStatus(asPerson('delete', `/client/api-keys/${key.id}`, client), 204);
    await expectStatus(withKey('get', '/client/projects', key.secret), 401);
    await expectStatus(withKey('get', '/client/projects', `${key.secret.slice(0, -1)}A`), 401);
    const listed = ((await expectStatus(asPerson('get', '/client/api-keys', client), 200)).body as ApiKeyPage).data.find((k) => k.id === key.id);
    expect(listed?.revokedAt).not.toBeNull();

    const closing = await newClient(api);
    const closingKey = await newKey(closing, ['read']);
    await database().query("UPDATE clients SET status = 'CLOSED_BY_USER' WHERE id = :id", { replacements: { id: closing.id } });
    await expectStatus(withKey('get', '/client/projects', closingKey.secret), 401);
  });

  it('limits each key’s calls per minute with a Retry-After, counted per key', async () => {
    const busy = await newKey(client, ['read']);
    const calm = await newKey(client, ['read']);
    // The limit counts per minute of the clock: start well inside one, so the calls do not straddle two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    for (let call = 0; call < PER_MINUTE; call += 1) await expectStatus(withKey('get', '/client/projects', busy.secret), 200);
    const limited = await withKey('get', '/client/projects', busy.secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    await expectStatus(withKey('get', '/client/projects', calm.secret), 200);
  });

  it('counts a key’s calls across instances in the shared count', async () => {
    const key = await newKey(client, ['read']);
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const [first, second] = [new ApiKeyAuthenticator(PER_MINUTE, api.runtime.logger), new ApiKeyAuthenticator(PER_MINUTE, api.runtime.logger)];
    for (let call = 0; call < 6; call += 1) await first.authenticate(key.secret, '198.51.100.20');
    // the first instance adds its calls to the shared count within a fifth of a second
    await new Promise((resolve) => setTimeout(resolve, 600));
    await second.authenticate(key.secret, '198.51.100.21');
    await second.authenticate(key.secret, '198.51.100.21');
    await expect(second.authenticate(key.secret, '198.51.100.21')).rejects.toMatchObject({ httpStatus: 429 });
  });

  it('lets staff list and revoke a client’s keys, and only that client’s', async () => {
    const key = await newKey(other, ['read'], 'ERP');
    const listed = (await expectStatus(asPerson('get', `/admin/client/${other.id}/api-keys`, admin), 200)).body as ApiKeyPage;
    expect(listed.data.map((k) => k.name)).toContain('ERP');
    await expectStatus(asPerson('delete', `/admin/client/${client.id}/api-keys/${key.id}`, admin), 404);
    await expectStatus(asPerson('delete', `/admin/client/${other.id}/api-keys/${key.id}`, admin), 204);
    await expectStatus(withKey('get', '/client/projects', key.secret), 401);
    await expectStatus(asPerson('get', '/admin/client/2147483647/api-keys', admin), 404);
    await expectStatus(asPerson('get', `/admin/client/${other.id}/api-keys`, client), 403);
  });

  it('refuses a key without a name or with an unknown scope, naming the field', async () => {
    const res = await expectStatus(asPerson('post', '/client/api-keys', client, { name: ' ', scopes: ['write:everything'] }), 400);
    expect(Object.keys((res.body as { error: Record<string, string[]> }).error).sort()).toEqual(['name', 'scopes.0']);
    await expectStatus(asPerson('post', '/client/api-keys', client, { name: 'x', scopes: [] }), 400);
  });
});

describe('query arrays', () => {
  it('reads repeated keys, brackets and comma lists as the same list on the price call', async () => {
    const base = '/client/orders/text-price?min=100&max=200&language=de-DE&level=good';
    const answers = await Promise.all(
      ['&services=copywriting&services=proofreading', '&services[]=copywriting&services[]=proofreading', '&services%5B%5D=copywriting&services%5B%5D=proofreading', '&services=copywriting,proofreading', '&services[0]=copywriting&services[1]=proofreading'].map(
        async (query) => (await expectStatus(asPerson('get', base + query, client), 200)).body as unknown,
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const copyOnly = (await expectStatus(asPerson('get', `${base}&services[]=copywriting`, client), 200)).body;
    expect(copyOnly).not.toEqual(answers[0]);
  });
});
