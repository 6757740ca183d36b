import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../testing/test-runtime.js';
import { clientAvailable, clientReserved, linguistEarned } from '../modules/ledger/ledger.accounts.js';
import { verifyLedger } from '../modules/ledger/ledger.service.js';
import { addWorkingDays } from '../modules/orders/order-lifecycle.js';
import {
  balance,
  call,
  expectStatus,
  historyOf,
  newClient,
  newLinguist,
  newOrder,
  newProject,
  orderRequest,
  orderState,
  setOrderTime,
  words,
  type Actor,
} from '../modules/orders/testing/order-scenario.js';
import { autoAccept, expireDeadlines, lapseDirectRequests } from './order-sweeps.js';

jest.setTimeout(60_000);

// Fake clocks sit in January 2001 (Monday the 1st), long before any order other test files leave in this
// database, so a sweep at these times touches only the orders made here.
const at = (iso: string) => new Date(`2001-01-${iso}Z`);

let api: TestContext;
let client: Actor;
let writer: Actor;
let proofreader: Actor;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi();
  client = await newClient(api, {}, 1_000_000n);
  writer = await newLinguist(api);
  proofreader = await newLinguist(api, { roles: ['proofreader'] });
  projectId = await newProject(api, client);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => expectStatus(call(api, 'put', path, actor.token, body), 200);

async function taken(proofreading = false): Promise<number> {
  const id = await newOrder(api, client, projectId, proofreading ? orderRequest({ proofreading: { assignment: 'open' } }) : orderRequest());
  await put(`/linguist/order/${id}/take`, writer);
  if (!proofreading) return id;
  await put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) });
  await put(`/linguist/order/${id}/take`, proofreader);
  return id;
}

async function readyAt(readyTime: Date): Promise<number> {
  const id = await taken();
  await put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) });
  await setOrderTime(api, id, 'ready_at', readyTime);
  return id;
}

const idsOf = (result: { done: { id: number }[] }) => result.done.map((o) => o.id);

describe('addWorkingDays', () => {
  it('counts Monday to Friday only', () => {
    expect(addWorkingDays(at('04T12:00:00'), 3)).toEqual(at('09T12:00:00'));
    expect(addWorkingDays(at('01T09:00:00'), 3)).toEqual(at('04T09:00:00'));
    expect(addWorkingDays(at('05T18:00:00'), 1)).toEqual(at('08T18:00:00'));
    expect(addWorkingDays(at('06T09:00:00'), 1)).toEqual(at('08T09:00:00'));
  });
});

describe('expireDeadlines', () => {
  it('gives writing back to the pool and proofreading back to the proofreaders once the deadline has passed', async () => {
    const writing = await taken();
    const proofreading = await taken(true);
    await put(`/linguist/order/${writing}/text/save`, writer, { text: words(80) });
    for (const id of [writing, proofreading]) await setOrderTime(api, id, 'deadline_at', at('10T12:00:00'));

    expect(idsOf(await expireDeadlines(at('10T11:59:59')))).toEqual([]);
    expect((await orderState(api, writing)).status).toBe('processing_cw');

    const swept = await expireDeadlines(at('10T12:00:00'));
    expect(idsOf(swept).sort()).toEqual([writing, proofreading].sort());
    expect(swept.failed).toEqual([]);
    expect(await orderState(api, writing)).toMatchObject({ status: 'open', writer_id: null, deadline_at: null });
    expect(await orderState(api, proofreading)).toMatchObject({ status: 'ready_for_pr', writer_id: writer.id, proofreader_id: null });
    const [drafts] = await api.runtime.sequelize.query(`SELECT id FROM order_texts WHERE order_id = ${writing}`);
    expect(drafts).toEqual([]);
    expect((await historyOf(api, writing)).slice(-1)).toEqual([
      { action: 'expire', from_status: 'processing_cw', to_status: 'open', actor_role: 'system', actor_id: null, note: 'deadline 2001-01-10T12:00:00.000Z passed' },
    ]);

    expect(idsOf(await expireDeadlines(at('10T12:00:00')))).toEqual([]);
  });
});

describe('autoAccept', () => {
  it('accepts after three working days counted from ready_at, skipping the weekend, with money as a client accept', async () => {
    const thursday = await readyAt(at('04T12:00:00'));
    const monday = await readyAt(at('01T09:00:00'));
    const reservedBefore = await balance(clientReserved(client.id));
    const availableBefore = await balance(clientAvailable(client.id));
    const earnedBefore = await balance(linguistEarned(writer.id));

    expect(idsOf(await autoAccept(at('04T08:59:59')))).toEqual([]);
    expect(idsOf(await autoAccept(at('04T09:00:00')))).toEqual([monday]);
    // Monday 13:00 is four calendar days after Thursday noon but only two working days
    expect(idsOf(await autoAccept(at('08T13:00:00')))).toEqual([]);
    expect(idsOf(await autoAccept(at('09T11:59:59')))).toEqual([]);
    expect((await orderState(api, thursday)).status).toBe('ready_for_client');
    expect(idsOf(await autoAccept(at('09T12:00:00')))).toEqual([thursday]);

    for (const id of [monday, thursday]) {
      // 400 words at 0.028 EUR: 11.20 net + 2.128 → 2.13 VAT; the writer earns 400 × 0.0187 = 7.48
      expect(await orderState(api, id)).toMatchObject({ status: 'accepted', final_words: 400, price_final: '1333', reserved_amount: '0', rating_content: null });
      expect((await historyOf(api, id)).slice(-1)).toMatchObject([{ action: 'accept', from_status: 'ready_for_client', to_status: 'accepted', actor_role: 'system', actor_id: null }]);
    }
    expect(await balance(clientReserved(client.id))).toBe(reservedBefore - 2n * 1666n);
    expect(await balance(clientAvailable(client.id))).toBe(availableBefore + 2n * (1666n - 1333n));
    expect(await balance(linguistEarned(writer.id))).toBe(earnedBefore + 2n * 748n);
    expect(await verifyLedger()).toEqual([]);
  });

  it('counts the client’s own working days when staff set them', async () => {
    const quick = await newClient(api, {}, 1_000_000n);
    await api.runtime.sequelize.query('UPDATE clients SET auto_accept_days = 1 WHERE id = :id', { replacements: { id: quick.id } });
    const id = await newOrder(api, quick, await newProject(api, quick));
    await put(`/linguist/order/${id}/take`, writer);
    await put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) });
    // Friday noon: one working day later is Monday noon
    await setOrderTime(api, id, 'ready_at', at('05T12:00:00'));
    expect(idsOf(await autoAccept(at('08T11:59:59')))).toEqual([]);
    expect(idsOf(await autoAccept(at('08T12:00:00')))).toEqual([id]);
    expect((await historyOf(api, id)).slice(-1)).toMatchObject([{ action: 'accept', actor_role: 'system' }]);
  });

  it('leaves an order another transaction holds to the next sweep', async () => {
    const id = await readyAt(at('01T10:00:00'));
    const db = api.runtime.sequelize;
    const held = await db.transaction();
    try {
      await db.query('SELECT id FROM orders WHERE id = :id FOR UPDATE', { replacements: { id }, transaction: held });
      expect(idsOf(await autoAccept(at('05T10:00:00')))).toEqual([]);
    } finally {
      await held.commit();
    }
    expect(idsOf(await autoAccept(at('05T10:00:00')))).toEqual([id]);
  });

  it('processes every due order exactly once when two replicas sweep at the same moment', async () => {
    const due: number[] = [];
    for (let i = 0; i < 6; i += 1) due.push(await readyAt(at('02T08:00:00')));
    const [first, second] = await Promise.all([autoAccept(at('05T08:00:00')), autoAccept(at('05T08:00:00'))]);
    expect([...idsOf(first), ...idsOf(second)].sort((a, b) => a - b)).toEqual(due);
    const charges = await api.runtime.sequelize.query<{ reference: string }>(
      "SELECT reference FROM ledger_transactions WHERE kind = 'order_charge' AND reference IN (:references)",
      { type: QueryTypes.SELECT, replacements: { references: due.map((id) => `order:${id}`) } },
    );
    expect(charges).toHaveLength(due.length);
    for (const id of due) expect((await historyOf(api, id)).filter((h) => h.action === 'accept')).toHaveLength(1);
  });
});

describe('lapseDirectRequests', () => {
  async function directRequest(directFallback: 'open' | 'cancel', takeUntil: Date): Promise<number> {
    const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: writer.id, directFallback }));
    await setOrderTime(api, id, 'direct_take_until', takeUntil);
    return id;
  }

  it('lets requests not taken in time fall back as their clients chose, once', async () => {
    const toPool = await directRequest('open', at('10T12:00:00'));
    const toCancel = await directRequest('cancel', at('10T12:00:00'));
    const takenInTime = await directRequest('cancel', at('10T12:00:00'));
    await put(`/linguist/order/${takenInTime}/take`, writer);
    const held = BigInt((await orderState(api, toCancel)).reserved_amount);
    const reservedBefore = await balance(clientReserved(client.id));
    const availableBefore = await balance(clientAvailable(client.id));

    expect(idsOf(await lapseDirectRequests(at('10T11:59:59')))).toEqual([]);
    const swept = await lapseDirectRequests(at('10T12:00:00'));
    expect(swept.done).toEqual([
      { id: toPool, status: 'open' },
      { id: toCancel, status: 'canceled' },
    ]);
    expect(swept.failed).toEqual([]);
    expect(await orderState(api, toPool)).toMatchObject({ status: 'open', type: 'OO', direct_linguist_id: null, direct_take_until: null });
    expect(await orderState(api, toCancel)).toMatchObject({ status: 'canceled', reserved_amount: '0' });
    expect(await orderState(api, takenInTime)).toMatchObject({ status: 'processing_cw', writer_id: writer.id });
    expect((await historyOf(api, toPool)).slice(-1)).toEqual([
      { action: 'lapse', from_status: 'open', to_status: 'open', actor_role: 'system', actor_id: null, note: 'not taken by 2001-01-10T12:00:00.000Z' },
    ]);
    expect(await balance(clientReserved(client.id))).toBe(reservedBefore - held);
    expect(await balance(clientAvailable(client.id))).toBe(availableBefore + held);
    expect(await verifyLedger()).toEqual([]);

    expect(idsOf(await lapseDirectRequests(at('11T12:00:00')))).toEqual([]);
  });

  it('lets each request lapse exactly once when two replicas sweep at the same moment', async () => {
    const due: number[] = [];
    for (let i = 0; i < 6; i += 1) due.push(await directRequest(i % 2 ? 'open' : 'cancel', at('12T08:00:00')));
    const [first, second] = await Promise.all([lapseDirectRequests(at('12T09:00:00')), lapseDirectRequests(at('12T09:00:00'))]);
    expect([...idsOf(first), ...idsOf(second)].sort((a, b) => a - b)).toEqual(due);
    for (const id of due) expect((await historyOf(api, id)).filter((h) => h.action === 'lapse')).toHaveLength(1);
    const releases = await api.runtime.sequelize.query<{ reference: string }>(
      "SELECT reference FROM ledger_transactions WHERE kind = 'order_release' AND reference IN (:references)",
      { type: QueryTypes.SELECT, replacements: { references: due.map((id) => `order:${id}`) } },
    );
    expect(releases).toHaveLength(3);
    expect(await verifyLedger()).toEqual([]);
  });
});
