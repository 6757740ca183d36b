import { QueryTypes } from 'sequelize';
import type { LinguistActivity, LinguistOrderStats, LinguistProfileWithAvailability, LinguistTopics, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { expectStatus, newClient, newLinguist, newProject, orderRequest, orderState, type Actor } from '../orders/testing/order-scenario.js';
import { hoursFromNow, insertHistory, insertOrder, insertProject } from '../orders/order-queries.fixtures.js';

let api: TestContext;
let client: Actor;
let stranger: Actor;
let anna: Actor;
let other: Actor;
let closed: Actor;
const orders = { accepted: 0, rejected: 0, running: 0, proofread: 0, declined: 0, strangers: 0 };

function send(method: 'get' | 'put' | 'post' | 'patch', path: string, actor: Actor, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${actor.token}`);
  return body ? request.send(body) : request;
}

const errorOf = (res: { body: unknown }) => (res.body as { error?: Record<string, string[]> }).error;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

async function sql(statement: string, replacements: Record<string, unknown> = {}) {
  await api.runtime.sequelize.query(statement, { replacements });
}

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, { invoicing: 'invoice' });
  stranger = await newClient(api);
  anna = await newLinguist(api, { nickname: 'tabs_anna' });
  other = await newLinguist(api, { nickname: 'tabs_other' });
  closed = await newLinguist(api, { status: 'CLOSED_BY_GC' });
  const db = api.runtime.sequelize;
  const projectId = await insertProject(db, { clientId: client.id });
  const rating = { content: 5, form: 4, readability: 3, communication: 4 };
  orders.accepted = await insertOrder(db, { clientId: client.id, projectId, title: 'Accepted one', status: 'accepted', writerId: anna.id, finalWords: 300, acceptedAt: at(50), rating });
  orders.rejected = await insertOrder(db, { clientId: client.id, projectId, title: 'Rejected one', status: 'rejected', writerId: anna.id });
  orders.running = await insertOrder(db, { clientId: client.id, projectId, title: 'Running one', status: 'processing_cw', writerId: anna.id });
  // Another writer wrote it and Anna proofread it: the writer's own actions are no event between client and Anna.
  orders.proofread = await insertOrder(db, { clientId: client.id, projectId, title: 'Proofread one', status: 'processing_pr', writerId: other.id, proofreaderId: anna.id, proofreading: 'open' });
  // A direct request she declined fell back to the pool and no longer names her; only her own action leads to it.
  orders.declined = await insertOrder(db, { clientId: client.id, projectId, title: 'Declined request', status: 'open', type: 'OO' });
  const elsewhere = await insertProject(db, { clientId: stranger.id });
  orders.strangers = await insertOrder(db, { clientId: stranger.id, projectId: elsewhere, title: 'Stranger order', status: 'accepted', writerId: anna.id, finalWords: 200, acceptedAt: at(5), rating: { content: 1, form: 1, readability: 1, communication: 1 } });

  await insertHistory(db, { orderId: orders.accepted, action: 'create', fromStatus: null, toStatus: 'open', actorRole: 'client', actorId: client.id, createdAt: at(60) });
  await insertHistory(db, { orderId: orders.accepted, action: 'take', fromStatus: 'open', toStatus: 'processing_cw', actorRole: 'linguist', actorId: anna.id, createdAt: at(58) });
  await insertHistory(db, { orderId: orders.accepted, action: 'submit', fromStatus: 'processing_cw', toStatus: 'ready_for_client', actorRole: 'linguist', actorId: anna.id, createdAt: at(55) });
  await insertHistory(db, { orderId: orders.accepted, action: 'accept', fromStatus: 'ready_for_client', toStatus: 'accepted', actorRole: 'client', actorId: client.id, createdAt: at(50) });
  await insertHistory(db, { orderId: orders.proofread, action: 'take', fromStatus: 'open', toStatus: 'processing_cw', actorRole: 'linguist', actorId: other.id, createdAt: at(40) });
  await insertHistory(db, { orderId: orders.proofread, action: 'take', fromStatus: 'ready_for_pr', toStatus: 'processing_pr', actorRole: 'linguist', actorId: anna.id, createdAt: at(30) });
  await insertHistory(db, { orderId: orders.declined, action: 'decline', fromStatus: 'open', toStatus: 'open', actorRole: 'linguist', actorId: anna.id, createdAt: at(20) });
  // A reservation she let go is no event for the client.
  await insertHistory(db, { orderId: orders.declined, action: 'release', fromStatus: 'open', toStatus: 'open', actorRole: 'linguist', actorId: anna.id, createdAt: at(19) });
  await insertHistory(db, { orderId: orders.strangers, action: 'accept', fromStatus: 'ready_for_client', toStatus: 'accepted', actorRole: 'client', actorId: stranger.id, createdAt: at(5) });
});

afterAll(() => api.close());

describe('GET /client/linguist/:id/topics', () => {
  it('answers her classification, and 404 for a linguist who is not ACTIVE', async () => {
    const [topic] = await api.runtime.sequelize.query<{ id: number; name: string }>('SELECT id, name FROM text_topics ORDER BY id LIMIT 1', { type: QueryTypes.SELECT });
    await expectStatus(send('put', '/linguist/profile/classification', anna, { interests: [topic.id], industryExpertises: [], academicDegreeId: null, academicFieldId: null }), 200);

    const topics = (await expectStatus(send('get', `/client/linguist/${anna.id}/topics`, client), 200)).body as LinguistTopics;
    expect(topics).toEqual({ interests: [topic], industryExpertises: [], academicDegree: null, academicField: null });
    await expectStatus(send('get', `/client/linguist/${closed.id}/topics`, client), 404);
    await expectStatus(send('get', '/client/linguist/2000000000/topics', client), 404);
  });
});

describe('GET /client/linguist/:id/stats', () => {
  it('counts only this client’s orders with her', async () => {
    const stats = (await expectStatus(send('get', `/client/linguist/${anna.id}/stats`, client), 200)).body as LinguistOrderStats;
    expect(stats).toEqual({
      ordersByStatus: { accepted: 1, rejected: 1, processing_cw: 1, processing_pr: 1 },
      totalOrders: 1,
      acceptanceRate: 0.5,
      rejectionRate: 0.5,
      rating: 4,
      ratings: { content: 5, form: 4, readability: 3, communication: 4 },
      ratedOrders: 1,
    });
    const theirs = (await expectStatus(send('get', `/client/linguist/${anna.id}/stats`, stranger), 200)).body as LinguistOrderStats;
    expect(theirs).toMatchObject({ ordersByStatus: { accepted: 1 }, rating: 1, acceptanceRate: 1 });
  });

  it('answers empty figures before any order together', async () => {
    const stats = (await expectStatus(send('get', `/client/linguist/${other.id}/stats`, stranger), 200)).body as LinguistOrderStats;
    expect(stats).toEqual({
      ordersByStatus: {},
      totalOrders: 0,
      acceptanceRate: null,
      rejectionRate: null,
      rating: null,
      ratings: { content: null, form: null, readability: null, communication: null },
      ratedOrders: 0,
    });
  });
});

describe('GET /client/linguist/:id/activities', () => {
  it('lists the order events between the two and the client’s notes, newest first', async () => {
    await expectStatus(send('post', `/client/linguist/${anna.id}/notes`, client, { text: 'Great with product pages' }), 201);
    const page = (await expectStatus(send('get', `/client/linguist/${anna.id}/activities`, client), 200)).body as Page<LinguistActivity>;
    expect(page.data.map((activity) => [activity.kind, activity.order?.title ?? activity.note?.text])).toEqual([
      ['note_added', 'Great with product pages'],
      ['order_declined', 'Declined request'],
      ['order_taken', 'Proofread one'],
      ['order_accepted', 'Accepted one'],
      ['order_delivered', 'Accepted one'],
      ['order_taken', 'Accepted one'],
      ['order_created', 'Accepted one'],
    ]);
    expect(page.total).toBe(7);
    expect(page.data.every((activity) => activity.client === null)).toBe(true);

    const second = (await expectStatus(send('get', `/client/linguist/${anna.id}/activities?limit=2&offset=2`, client), 200)).body as Page<LinguistActivity>;
    expect(second.total).toBe(7);
    expect(second.data.map((activity) => activity.kind)).toEqual(['order_taken', 'order_accepted']);
  });

  it('shows another client only its own events with her, never this client’s notes', async () => {
    const page = (await expectStatus(send('get', `/client/linguist/${anna.id}/activities`, stranger), 200)).body as Page<LinguistActivity>;
    expect(page.data.map((activity) => [activity.kind, activity.order?.title])).toEqual([['order_accepted', 'Stranger order']]);
  });

  it('refuses a bad page naming the field, and a linguist who is not ACTIVE', async () => {
    expect(errorOf(await expectStatus(send('get', `/client/linguist/${anna.id}/activities?limit=many`, client), 400))).toHaveProperty('limit');
    await expectStatus(send('get', `/client/linguist/${closed.id}/activities`, client), 404);
  });
});

describe('client settings per linguist', () => {
  it('answers the defaults, changes only what is sent, and keeps them per client', async () => {
    expect((await expectStatus(send('get', `/client/linguist/${other.id}/settings`, client), 200)).body).toEqual({ directFallback: 'open', directTakeHours: 48 });
    const changed = await expectStatus(send('patch', `/client/linguist/${other.id}/settings`, client, { directTakeHours: 12 }), 200);
    expect(changed.body).toEqual({ directFallback: 'open', directTakeHours: 12 });
    const again = await expectStatus(send('patch', `/client/linguist/${other.id}/settings`, client, { directFallback: 'cancel' }), 200);
    expect(again.body).toEqual({ directFallback: 'cancel', directTakeHours: 12 });
    expect((await expectStatus(send('get', `/client/linguist/${other.id}/settings`, client), 200)).body).toEqual({ directFallback: 'cancel', directTakeHours: 12 });
    expect((await expectStatus(send('get', `/client/linguist/${other.id}/settings`, stranger), 200)).body).toEqual({ directFallback: 'open', directTakeHours: 48 });
  });

  it('refuses bad settings naming the field, and a linguist who is not ACTIVE', async () => {
    expect(errorOf(await expectStatus(send('patch', `/client/linguist/${other.id}/settings`, client, { directTakeHours: 0 }), 400))).toHaveProperty('directTakeHours');
    expect(errorOf(await expectStatus(send('patch', `/client/linguist/${other.id}/settings`, client, { directFallback: 'never' }), 400))).toHaveProperty('directFallback');
    await expectStatus(send('patch', `/client/linguist/${other.id}/settings`, client, {}), 400);
    await expectStatus(send('patch', `/client/linguist/${closed.id}/settings`, client, { directTakeHours: 5 }), 404);
  });

  it('shape the client’s new direct orders to her: the fallback it left out and her hours to take it', async () => {
    const writer = await newLinguist(api);
    await expectStatus(send('patch', `/client/linguist/${writer.id}/settings`, client, { directFallback: 'cancel', directTakeHours: 6 }), 200);
    const projectId = await newProject(api, client);
    const created = await expectStatus(send('post', `/client/project/${projectId}/orders`, client, orderRequest({ type: 'DO', linguistId: writer.id })), 201);
    const [orderId] = (created.body as { ids: number[] }).ids;
    const order = await orderState(api, orderId);
    expect(order.direct_fallback).toBe('cancel');
    expect(Math.abs((order.direct_take_until?.getTime() ?? 0) - hoursFromNow(6).getTime())).toBeLessThan(60_000);

    const named = await expectStatus(send('post', `/client/project/${projectId}/orders`, client, orderRequest({ type: 'DO', linguistId: writer.id, directFallback: 'open' })), 201);
    expect((await orderState(api, (named.body as { ids: number[] }).ids[0])).direct_fallback).toBe('open');
  });
});

describe('availability', () => {
  const textPrice = (linguistId: number) =>
    send('get', `/client/orders/text-price?min=100&max=200&language=de-DE&level=good&type=DO&linguistId=${linguistId}`, client);

  it('keeps a linguist who is away from direct orders until the day she is back', async () => {
    const away = await newLinguist(api);
    await expectStatus(textPrice(away.id), 200);
    await expectStatus(send('patch', '/linguist/profile', away, { availability: { status: 'unavailable', until: null } }), 200);

    const profile = (await expectStatus(send('get', `/client/linguist/${away.id}`, client), 200)).body as LinguistProfileWithAvailability;
    expect(profile.availability).toEqual({ status: 'unavailable', until: null });
    const refused = await expectStatus(textPrice(away.id), 400);
    expect(refused.body).toMatchObject({ message: 'Linguist is not available', error: { linguistId: ['Linguist is not available'] } });

    const projectId = await newProject(api, client);
    const order = await expectStatus(send('post', `/client/project/${projectId}/orders`, client, orderRequest({ type: 'DO', linguistId: away.id })), 400);
    expect(errorOf(order)).toEqual({ linguistId: ['Linguist is not available'] });
    const [{ count }] = await api.runtime.sequelize.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE project_id = :projectId', {
      type: QueryTypes.SELECT,
      replacements: { projectId },
    });
    expect(count).toBe(0);
    // Open orders are not addressed to anyone: her absence does not change their price.
    await expectStatus(send('get', '/client/orders/text-price?min=100&max=200&language=de-DE&level=good', client), 200);

    // The day she said she is back, she is available again without saving anything.
    await sql("UPDATE linguist_profiles SET unavailable_until = current_date WHERE linguist_id = :id", { id: away.id });
    await expectStatus(textPrice(away.id), 200);
    expect(((await expectStatus(send('get', `/client/linguist/${away.id}`, client), 200)).body as LinguistProfileWithAvailability).availability).toEqual({
      status: 'available',
      until: null,
    });
    await sql("UPDATE linguist_profiles SET unavailable_until = current_date + 1 WHERE linguist_id = :id", { id: away.id });
    await expectStatus(textPrice(away.id), 400);
  });
});
