import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import type { Response } from 'supertest';
import { call, deposit, newClient, newProject, orderRequest, type Actor } from '../modules/orders/testing/order-scenario.js';

let api: TestContext;
let client: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 10_000_000n);
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const create = (key: string | undefined, title = 'Idempotent order', actor = client, project = projectId) => {
  const req = call(api, 'post', `/client/project/${project}/orders`, actor.token, orderRequest({ orders: [{ title, minWords: 300, maxWords: 500 }] }));
  return key === undefined ? req : req.set('Idempotency-Key', key);
};

/** The answer, once its status is the one expected (with headers and an untyped body, unlike expectStatus's). */
async function answered(pending: PromiseLike<Response>, status: number): Promise<Response> {
  const res = await pending;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function ordersTitled(title: string): Promise<number> {
  const [row] = await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE title = :title', { type: QueryTypes.SELECT, replacements: { title } });
  return row?.n ?? 0;
}

describe('Idempotency-Key on writes that create orders or move money', () => {
  it('replays the first answer for the same key and body, and creates the order once', async () => {
    const first = await answered(create('retry-1', 'Replayed order'), 201);
    const second = await answered(create('retry-1', 'Replayed order'), 201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersTitled('Replayed order')).toBe(1);
  });

  it('answers 422 naming the header for the same key with another body, and changes nothing', async () => {
    await answered(create('reused-key', 'First body'), 201);
    const res = await answered(create('reused-key', 'Second body'), 422);
    expect(res.body.error).toHaveProperty('Idempotency-Key');
    expect(await ordersTitled('Second body')).toBe(0);
  });

  it('creates one order for concurrent requests with one key: the second waits and replays the first answer', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => create('concurrent-key', 'Concurrent order')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await ordersTitled('Concurrent order')).toBe(1);
  });

  it('keeps keys apart per caller and creates again without a key', async () => {
    const other = await newClient(api, {}, 10_000_000n);
    const otherProject = await newProject(api, other);
    const mine = await answered(create('shared-key', 'Per caller'), 201);
    const theirs = await answered(create('shared-key', 'Per caller', other, otherProject), 201);
    expect(theirs.body).not.toEqual(mine.body);
    await answered(create(undefined, 'Per caller'), 201);
    expect(await ordersTitled('Per caller')).toBe(3);
  });

  it('stores no refusal: a retry with the key after the cause is fixed runs the write', async () => {
    const poor = await newClient(api);
    const poorProject = await newProject(api, poor);
    await answered(create('after-deposit', 'Needs money', poor, poorProject), 422);
    await deposit(api, poor.id, 10_000_000n);
    await answered(create('after-deposit', 'Needs money', poor, poorProject), 201);
    expect(await ordersTitled('Needs money')).toBe(1);
  });

  it('refuses a malformed key with a 400 naming the header, and keeps one row per stored key', async () => {
    const res = await answered(create('x'.repeat(256)), 400);
    expect(res.body.error).toHaveProperty('Idempotency-Key');
    const [row] = await api.runtime.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'after-deposit'", { type: QueryTypes.SELECT });
    expect(row?.n).toBe(1);
  });

  it('replays a project creation: one project for two calls with one key', async () => {
    const body = { name: 'Idempotent project', language: 'de-DE' };
    const first = await answered(call(api, 'post', '/client/project', client.token, body).set('Idempotency-Key', 'project-1'), 201);
    const again = await answered(call(api, 'post', '/client/project', client.token, body).set('Idempotency-Key', 'project-1'), 201);
    expect(again.body).toEqual(first.body);
    const [row] = await api.runtime.sequelize.query<{ n: number }>("SELECT count(*)::int AS n FROM projects WHERE name = 'Idempotent project'", { type: QueryTypes.SELECT });
    expect(row?.n).toBe(1);
  });
});
