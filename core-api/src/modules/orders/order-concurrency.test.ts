import { QueryTypes } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { clientAvailable, clientReserved, linguistEarned } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { payAt } from '../pricing/pricing.service.js';
import { balance, call, expectStatus, historyOf, newClient, newLinguist, newOrder, newOrders, newProject, orderRequest, orderState, words, type Actor } from './testing/order-scenario.js';

// hundreds of requests queue for ten pooled connections on a shared two-core machine
jest.setTimeout(180_000);

let api: TestContext;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);

function messageOf(body: unknown): string {
  return String((body as { message?: unknown }).message);
}

describe('twenty linguists taking the same order at the same moment', () => {
  it('lets exactly one win; the nineteen others hear that someone else was faster', async () => {
    const client = await newClient(api, {}, 100_000n);
    const id = await newOrder(api, client, await newProject(api, client));
    const linguists: Actor[] = [];
    for (let i = 0; i < 20; i += 1) linguists.push(await newLinguist(api));

    const answers = await Promise.all(linguists.map((linguist) => put(`/linguist/order/${id}/take`, linguist)));

    const winners = linguists.filter((_, i) => answers[i]?.status === 200);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((res) => res.status !== 200).map((res) => [res.status, messageOf(res.body)]);
    expect(losers).toEqual(Array(19).fill([409, 'This order has just been taken by someone else']));
    expect(await orderState(api, id)).toMatchObject({ status: 'processing_cw', writer_id: winners[0]?.id });
    expect((await historyOf(api, id)).filter((h) => h.action === 'take')).toHaveLength(1);
  });
});

describe('200 simultaneous accepts, cancels and creates of one prepaid client', () => {
  it('keeps the books balanced: nothing spent twice, nothing below zero, reservations equal to open orders', async () => {
    // 500 words at 0.028 EUR + 19 % VAT = 16.66 EUR reserved per order; 400 accepted words cost 13.33 EUR
    const maxGross = 1666n;
    const setupOrders = 40;
    const deposit = maxGross * BigInt(setupOrders + 100);
    const client = await newClient(api, {}, deposit);
    const writer = await newLinguist(api);
    const projectId = await newProject(api, client);
    const template = { title: 'Category text', minWords: 300, maxWords: 500 };
    const existing = await newOrders(api, client, projectId, orderRequest({ orders: Array(setupOrders).fill(template) }));
    const toAccept = existing.slice(0, 25);
    const toCancel = existing.slice(25);
    for (const id of toAccept) {
      await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
      await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
    }

    const actions = [
      ...toAccept.map((id) => ({ kind: 'accept', run: () => put(`/client/order/${id}/accept`, client, { rating: { content: 5, form: 5, readability: 5, communication: 5 } }) })),
      ...toCancel.map((id) => ({ kind: 'cancel', run: () => put(`/client/order/${id}/cancel`, client) })),
      ...Array.from({ length: 200 - setupOrders }, () => ({
        kind: 'create',
        run: () => call(api, 'post', `/client/project/${projectId}/orders`, client.token, orderRequest({ orders: [template] })),
      })),
    ].sort(() => Math.random() - 0.5);
    expect(actions).toHaveLength(200);

    const answers = await Promise.all(actions.map((action) => action.run()));

    const outcome = (kind: string) => answers.filter((_, i) => actions[i]?.kind === kind).map((res) => res.status);
    expect(outcome('accept')).toEqual(Array(25).fill(200));
    expect(outcome('cancel')).toEqual(Array(15).fill(200));
    const creates = outcome('create');
    const created = creates.filter((s) => s === 201).length;
    const refused = creates.filter((s) => s === 422).length;
    expect(created + refused).toBe(160);
    // 100 orders fit the balance left after set-up; the cancels and accepts free at most 19 more
    expect(created).toBeGreaterThanOrEqual(100);
    expect(created).toBeLessThanOrEqual(119);
    const refusals = answers.filter((res) => res.status === 422).map((res) => messageOf(res.body));
    expect(refusals.every((m) => m.startsWith('Available balance is too low: this order needs 16.66 EUR at its maximum words'))).toBe(true);

    expect(await verifyLedger()).toEqual([]);
    const unbalanced = await api.runtime.sequelize.query('SELECT currency FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0', {
      type: QueryTypes.SELECT,
    });
    expect(unbalanced).toEqual([]);

    // Every posting on an account holds its row lock to commit, so entry order is the account's real history.
    const [lowest] = await api.runtime.sequelize.query<{ lowest: string }>(
      `SELECT min(running)::text AS lowest FROM (
         SELECT sum(e.amount) OVER (ORDER BY e.id) AS running
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.key = :available) history`,
      { type: QueryTypes.SELECT, replacements: { available: clientAvailable(client.id) } },
    );
    expect(BigInt(lowest?.lowest ?? '-1')).toBeGreaterThanOrEqual(0n);

    const [orders] = await api.runtime.sequelize.query<{ open: number; held: string; openMax: string; charged: string; accepted: number; nonOpenHolding: number; reserves: number; total: number }>(
      `SELECT count(*) FILTER (WHERE status = 'open')::int AS open,
              COALESCE(sum(reserved_amount), 0)::text AS held,
              COALESCE(sum(price_max) FILTER (WHERE status = 'open'), 0)::text AS "openMax",
              COALESCE(sum(price_final) FILTER (WHERE status = 'accepted'), 0)::text AS charged,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status <> 'open' AND reserved_amount <> 0)::int AS "nonOpenHolding",
              (SELECT count(*)::int FROM ledger_transactions t WHERE t.kind = 'order_reserve'
                  AND t.reference IN (SELECT 'order:' || id FROM orders WHERE client_id = :clientId)) AS reserves,
              count(*)::int AS total
         FROM orders WHERE client_id = :clientId`,
      { type: QueryTypes.SELECT, replacements: { clientId: client.id } },
    );
    if (!orders) throw new Error('no order summary');
    expect(orders.total).toBe(setupOrders + created);
    expect(orders.open).toBe(created);
    expect(orders.accepted).toBe(25);
    expect(orders.nonOpenHolding).toBe(0);
    expect(orders.reserves).toBe(orders.total);

    const available = await balance(clientAvailable(client.id));
    const reserved = await balance(clientReserved(client.id));
    expect(available).toBeGreaterThanOrEqual(0n);
    expect(reserved).toBe(BigInt(orders.held));
    expect(reserved).toBe(BigInt(orders.openMax));
    expect(available + reserved + BigInt(orders.charged)).toBe(deposit);
    expect(BigInt(orders.charged)).toBe(25n * 1333n);
    expect(await balance(linguistEarned(writer.id))).toBe(25n * payAt(400, '0.0187'));
  });
});
