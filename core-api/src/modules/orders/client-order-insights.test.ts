import type { ClientOrderStats, DeadlineExtensionQuote, OrderStatistics, OutboxMailDto, Page } from '@inkwell/contracts';
import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { recordUserEvents, type UserEventRecorder } from '../../testing/user-events.js';
import { uniqueEmail } from '../../testing/factories.js';
import { clientAvailable, clientReserved } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import {
  balance,
  call,
  expectStatus,
  historyOf,
  newAdmin,
  newClient,
  newLinguist,
  newOrder,
  newProject,
  orderRequest,
  orderState,
  words,
  type Actor,
} from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let recorder: UserEventRecorder;
let admin: Actor;
let client: Actor;
let otherClient: Actor;
let writer: Actor;
let proofreader: Actor;
let projectId: number;
const writerEmail = uniqueEmail('extended-writer');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApi();
  recorder = await recordUserEvents(api.config.databaseUrl);
  admin = await newAdmin(api);
  client = await newClient(api, {}, 10_000_000n);
  otherClient = await newClient(api, {}, 10_000_000n);
  writer = await newLinguist(api, { email: writerEmail, firstName: 'Wanda' });
  proofreader = await newLinguist(api, { roles: ['proofreader'] });
  projectId = await newProject(api, client);
});

afterAll(async () => {
  await recorder.stop();
  await api.close();
});

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const get = (path: string, actor: Actor, query: Record<string, unknown> = {}) =>
  api.request().get(path).query(query).set('Authorization', `Bearer ${actor.token}`);

async function takenOrder(request = orderRequest()): Promise<number> {
  const id = await newOrder(api, client, projectId, request);
  await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
  return id;
}

async function moneyOf(clientId: number) {
  return { available: await balance(clientAvailable(clientId)), reserved: await balance(clientReserved(clientId)) };
}

describe('the deadline-extension calculator and the extension', () => {
  it('answers the new deadline without a price effect, then moves it, logs it and tells the writer by mail and live event', async () => {
    const id = await takenOrder();
    const before = await orderState(api, id);
    const money = await moneyOf(client.id);

    const quote = (await expectStatus(get(`/client/order/${id}/deadline-extension`, client, { days: 3 }), 200)).body as DeadlineExtensionQuote;
    expect(quote).toEqual({
      days: 3,
      deadlineAt: (before.deadline_at as Date).toISOString(),
      newDeadlineAt: new Date((before.deadline_at as Date).getTime() + 3 * DAY_MS).toISOString(),
      additionalAmount: 0,
      currency: 'EUR',
    });
    expect((await orderState(api, id)).deadline_at).toEqual(before.deadline_at);

    recorder.clear();
    await expectStatus(put(`/client/order/${id}/deadline-extension`, client, { days: 3 }), 200);
    const after = await orderState(api, id);
    expect(after.status).toBe('processing_cw');
    expect((after.deadline_at as Date).toISOString()).toBe(quote.newDeadlineAt);
    expect((await historyOf(api, id)).at(-1)).toMatchObject({
      action: 'extend',
      from_status: 'processing_cw',
      to_status: 'processing_cw',
      actor_role: 'client',
      actor_id: client.id,
      note: `deadline extended by 3 days to ${quote.newDeadlineAt}`,
    });
    await recorder.settle();
    expect(recorder.to('linguist', writer.id)).toEqual([{ type: 'order.status', orderId: id, status: 'processing_cw' }]);
    const mails = (await expectStatus(api.request().get('/admin/outbox').query({ recipient: writerEmail, limit: 100 }).set('Authorization', `Bearer ${admin.token}`), 200))
      .body as Page<OutboxMailDto>;
    expect(mails.data.filter((m) => m.template === 'deadline-extended' && m.subject.includes('More time'))).toHaveLength(1);

    expect(await moneyOf(client.id)).toEqual(money);
    expect(await verifyLedger()).toEqual([]);
  });

  it('extends the proofreader’s deadline while she works', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ proofreading: { assignment: 'open' } }));
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
    await expectStatus(put(`/linguist/order/${id}/take`, proofreader), 200);
    await expectStatus(put(`/client/order/${id}/deadline-extension`, client, { days: 1 }), 200);
    expect((await historyOf(api, id)).at(-1)).toMatchObject({ action: 'extend', to_status: 'processing_pr' });
  });

  it('answers 409 while nobody works on the order, 404 for another client, 400 naming days', async () => {
    const open = await newOrder(api, client, projectId);
    const res = await expectStatus(get(`/client/order/${open}/deadline-extension`, client, { days: 2 }), 409);
    expect((res.body as { message: string }).message).toBe(`Order ${open} is open; this action needs one of processing_cw, processing_pr, in_revision`);
    await expectStatus(put(`/client/order/${open}/deadline-extension`, client, { days: 2 }), 409);

    const taken = await takenOrder();
    await expectStatus(get(`/client/order/${taken}/deadline-extension`, otherClient, { days: 2 }), 404);
    await expectStatus(put(`/client/order/${taken}/deadline-extension`, otherClient, { days: 2 }), 404);
    for (const days of [0, 15, 1.5, 'soon']) {
      const bad = await expectStatus(put(`/client/order/${taken}/deadline-extension`, client, { days }), 400);
      expect(JSON.stringify(bad.body)).toContain('days');
    }
    await expectStatus(get(`/client/order/${taken}/deadline-extension`, client), 400);
    expect((await historyOf(api, taken)).map((h) => h.action)).toEqual(['create', 'take']);
  });
});

describe('reassigning the linguist', () => {
  it('gives a taken, unsubmitted order back to the pool: writer, draft and deadline go, money stays', async () => {
    const id = await takenOrder();
    await expectStatus(put(`/linguist/order/${id}/text/save`, writer, { text: words(100) }), 200);
    const money = await moneyOf(client.id);

    await expectStatus(put(`/client/order/${id}/reassign`, client), 200);
    expect(await orderState(api, id)).toMatchObject({ status: 'open', writer_id: null, deadline_at: null });
    const drafts = await api.runtime.sequelize.query('SELECT 1 FROM order_texts WHERE order_id = :id', { type: QueryTypes.SELECT, replacements: { id } });
    expect(drafts).toEqual([]);
    expect((await historyOf(api, id)).at(-1)).toMatchObject({ action: 'reassign', from_status: 'processing_cw', to_status: 'open', actor_role: 'client' });
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 409);
    expect(await moneyOf(client.id)).toEqual(money);
    expect(await verifyLedger()).toEqual([]);
  });

  it('turns a direct order’s writing stage into an open-pool order at its price', async () => {
    const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: writer.id }));
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    const before = await orderState(api, id);
    await expectStatus(put(`/client/order/${id}/reassign`, client), 200);
    expect(await orderState(api, id)).toMatchObject({ status: 'open', type: 'OO', direct_linguist_id: null, price_max: before.price_max, reserved_amount: before.reserved_amount });
  });

  it('answers 409 once the text is submitted or while nobody works on it, and 404 for another client', async () => {
    const open = await newOrder(api, client, projectId);
    await expectStatus(put(`/client/order/${open}/reassign`, client), 409);
    const ready = await takenOrder();
    await expectStatus(put(`/linguist/order/${ready}/text/submit`, writer, { text: words(400) }), 200);
    const res = await expectStatus(put(`/client/order/${ready}/reassign`, client), 409);
    expect((res.body as { message: string }).message).toBe(`Order ${ready} is ready_for_client; this action needs processing_cw or processing_pr`);
    const taken = await takenOrder();
    await expectStatus(put(`/client/order/${taken}/reassign`, otherClient), 404);
    expect((await orderState(api, taken)).writer_id).toBe(writer.id);
  });
});

describe('order statistics', () => {
  it('reads words, time to take and to deliver, and revisions from the history', async () => {
    const id = await newOrder(api, client, projectId);
    const empty = (await expectStatus(get(`/client/order/${id}/statistics`, client), 200)).body as OrderStatistics;
    expect(empty).toEqual({ words: null, timeToTakeSeconds: null, timeToDeliverSeconds: null, revisions: 0 });

    await api.runtime.sequelize.query("UPDATE orders SET created_at = created_at - interval '2 hours' WHERE id = :id", { replacements: { id } });
    await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
    await expectStatus(put(`/client/order/${id}/revise`, client, { comment: 'More about the lid' }), 200);
    const stats = (await expectStatus(get(`/client/order/${id}/statistics`, client), 200)).body as OrderStatistics;
    expect(stats.words).toBe(400);
    expect(stats.revisions).toBe(1);
    expect(stats.timeToTakeSeconds).toBeGreaterThanOrEqual(7200);
    expect(stats.timeToDeliverSeconds).toBeGreaterThanOrEqual(stats.timeToTakeSeconds as number);
    await expectStatus(get(`/client/order/${id}/statistics`, otherClient), 404);
    await expectStatus(get(`/admin/order/${id}/statistics`, admin), 200);
  });
});

describe('the dashboard’s order figures', () => {
  it('counts each status once, adds up to the total, and agrees with the orders themselves', async () => {
    const owner = await newClient(api, {}, 10_000_000n);
    const project = await newProject(api, owner);
    await newProject(api, owner);
    const order = () => newOrder(api, owner, project);
    await order();
    const canceled = await order();
    await expectStatus(put(`/client/order/${canceled}/cancel`, owner), 200);
    const revised = await order();
    await expectStatus(put(`/linguist/order/${revised}/take`, writer), 200);
    await expectStatus(put(`/linguist/order/${revised}/text/submit`, writer, { text: words(400) }), 200);
    await expectStatus(put(`/client/order/${revised}/revise`, owner, { comment: 'Shorter' }), 200);
    await expectStatus(put(`/linguist/order/${revised}/text/submit`, writer, { text: words(400) }), 200);
    await expectStatus(put(`/client/order/${revised}/accept`, owner, { rating: { content: 5, form: 5, readability: 5, communication: 5 } }), 200);

    const stats = (await expectStatus(get('/client/orders/stats', owner), 200)).body as ClientOrderStats;
    expect(stats).toEqual({
      open: 1,
      processing: 0,
      ready: 0,
      accepted: 1,
      canceled: 1,
      rejected: 0,
      total: 3,
      cancellations: 0.3333,
      revisions: 0.3333,
      rejections: 0,
      projects: { active: 2, total: 2 },
    });
    expect(stats.open + stats.processing + stats.ready + stats.accepted + stats.canceled + stats.rejected).toBe(stats.total);

    const [counted] = await api.runtime.sequelize.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE client_id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: owner.id },
    });
    expect(counted?.total).toBe(stats.total);

    const fresh = await newClient(api);
    expect((await expectStatus(get('/client/orders/stats', fresh), 200)).body).toMatchObject({ total: 0, cancellations: 0, revisions: 0, rejections: 0, projects: { active: 0, total: 0 } });
  });
});
