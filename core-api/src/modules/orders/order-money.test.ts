import { QueryTypes } from 'sequelize';
import { Decimal } from 'decimal.js';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { PLATFORM_REVENUE, clientAvailable, clientReserved, linguistEarned } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { findLanguageByCulture } from '../reference/reference.service.js';
import { ratesForOrder } from '../pricing/pricing.service.js';
import {
  CULTURE,
  balance,
  call,
  expectStatus,
  newAdmin,
  newClient,
  newLinguist,
  newOrder,
  newOrders,
  newProject,
  orderRequest,
  orderState,
  words,
  type Actor,
} from './testing/order-scenario.js';

jest.setTimeout(60_000);

let api: TestContext;
let writer: Actor;
let proofreader: Actor;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  writer = await newLinguist(api);
  proofreader = await newLinguist(api, { roles: ['proofreader'] });
  admin = await newAdmin(api);
});

afterAll(() => api.close());

const put = (path: string, actor: Actor, body?: object) => call(api, 'put', path, actor.token, body);
const RATING = { content: 4, form: 4, readability: 5, communication: 5 };

/** Decision 010's formulas, written out again so the test does not trust the code it checks. */
function roundHalfUp(value: Decimal): bigint {
  return BigInt(value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}
function grossAt(words: number, pricePerWord: string, vat: string) {
  const net = roundHalfUp(new Decimal(words).times(pricePerWord).times(100));
  const tax = roundHalfUp(new Decimal(net.toString()).times(vat));
  return { net, tax, gross: net + tax };
}
function payAt(words: number, payPerWord: string): bigint {
  return roundHalfUp(new Decimal(words).times(payPerWord).times(100));
}

interface LedgerMove {
  kind: string;
  idempotency_key: string;
  account: string;
  amount: string;
}

function ledgerMovesOf(orderId: number): Promise<LedgerMove[]> {
  return api.runtime.sequelize.query<LedgerMove>(
    `SELECT t.kind, t.idempotency_key, a.key AS account, e.amount::text AS amount
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.reference = :reference AND e.amount > 0
      ORDER BY t.id, e.id`,
    { type: QueryTypes.SELECT, replacements: { reference: `order:${orderId}` } },
  );
}

describe('the full money story of a prepaid order with proofreading and a revision', () => {
  it('reserves the maximum, charges the final price, releases the rest and pays both linguists to the cent', async () => {
    const client = await newClient(api, {}, 20_000n);
    const projectId = await newProject(api, client);
    const revenueBefore = await balance(PLATFORM_REVENUE);
    const id = await newOrder(api, client, projectId, orderRequest({ proofreading: { assignment: 'open' } }));

    // EUR, level good: copywriting 0.028 + proofreading 0.009 per word; pay 0.0187 and 0.006; VAT 19 %
    const order = await orderState(api, id);
    expect(order).toMatchObject({ client_price_per_word: '0.037000', writer_pay_per_word: '0.018700', proofreader_pay_per_word: '0.006000', vat: '0.1900' });
    const language = await findLanguageByCulture(CULTURE);
    const rates = await ratesForOrder({ clientId: client.id, languageId: language!.id, level: 'good', withProofreading: true, type: 'OO' });
    expect(new Decimal(order.client_price_per_word).equals(rates.clientPricePerWord)).toBe(true);
    expect(new Decimal(order.writer_pay_per_word).equals(rates.writerPayPerWord)).toBe(true);

    // max: 500 × 0.037 = 18.50 net + 3.515 → 3.52 VAT = 22.02; min: 300 words → 11.10 + 2.109 → 2.11 = 13.21
    expect(grossAt(500, order.client_price_per_word, order.vat).gross).toBe(2202n);
    expect({ min: order.price_min, max: order.price_max, reserved: order.reserved_amount }).toEqual({ min: '1321', max: '2202', reserved: '2202' });
    expect(await balance(clientAvailable(client.id))).toBe(20_000n - 2202n);
    expect(await balance(clientReserved(client.id))).toBe(2202n);

    const step = (path: string, actor: Actor, body?: object) => expectStatus(put(`/${path.replace(':id', String(id))}`, actor, body), 200);
    await step('linguist/order/:id/take', writer);
    await step('linguist/order/:id/text/submit', writer, { text: words(420) });
    await step('linguist/order/:id/take', proofreader);
    await step('linguist/order/:id/text/submit', proofreader, { text: words(430) });
    await step('client/order/:id/revise', client, { comment: 'Mention the warranty' });
    await step('linguist/order/:id/text/submit', writer, { text: words(480) });
    await step('linguist/order/:id/take', proofreader);
    await step('linguist/order/:id/text/submit', proofreader, { text: words(457) });
    expect(await balance(clientReserved(client.id))).toBe(2202n);
    await step('client/order/:id/accept', client, { rating: RATING });

    // final 457 words (the accepted, proofread version): 16.909 → 16.91 net + 3.2129 → 3.21 VAT = 20.12
    const final = grossAt(457, order.client_price_per_word, order.vat);
    const writerPay = payAt(457, order.writer_pay_per_word);
    const proofreaderPay = payAt(457, order.proofreader_pay_per_word as string);
    expect([final.gross, writerPay, proofreaderPay]).toEqual([2012n, 855n, 274n]);

    expect(await orderState(api, id)).toMatchObject({ status: 'accepted', final_words: 457, price_final: '2012', reserved_amount: '0' });
    expect(await balance(clientAvailable(client.id))).toBe(20_000n - 2012n);
    expect(await balance(clientReserved(client.id))).toBe(0n);
    expect(await balance(linguistEarned(writer.id))).toBe(855n);
    expect(await balance(linguistEarned(proofreader.id))).toBe(274n);
    expect((await balance(PLATFORM_REVENUE)) - revenueBefore).toBe(2012n - 855n - 274n);

    expect(await ledgerMovesOf(id)).toEqual([
      { kind: 'order_reserve', idempotency_key: `order:${id}:reserve`, account: clientReserved(client.id), amount: '2202' },
      { kind: 'order_release', idempotency_key: `order:${id}:release`, account: clientAvailable(client.id), amount: '190' },
      { kind: 'order_charge', idempotency_key: `order:${id}:charge`, account: PLATFORM_REVENUE, amount: '2012' },
      { kind: 'linguist_credit', idempotency_key: `order:${id}:pay:writer`, account: linguistEarned(writer.id), amount: '855' },
      { kind: 'linguist_credit', idempotency_key: `order:${id}:pay:proofreader`, account: linguistEarned(proofreader.id), amount: '274' },
    ]);
    expect(await verifyLedger()).toEqual([]);
  });
});

describe('a postpaid client', () => {
  it('reserves nothing and gets one open invoice position on accept; the writer is paid all the same', async () => {
    const client = await newClient(api, { invoicing: 'invoice' });
    const projectId = await newProject(api, client);
    const ownWriter = await newLinguist(api);
    const id = await newOrder(api, client, projectId);
    expect((await orderState(api, id)).reserved_amount).toBe('0');

    await expectStatus(put(`/linguist/order/${id}/take`, ownWriter), 200);
    await expectStatus(put(`/linguist/order/${id}/text/submit`, ownWriter, { text: words(333) }), 200);
    await expectStatus(put(`/client/order/${id}/accept`, client, { rating: RATING }), 200);

    // 333 × 0.028 = 9.324 → 9.32 net, 1.7708 → 1.77 VAT; pay 333 × 0.0187 = 6.2271 → 6.23
    const positions = await api.runtime.sequelize.query(
      'SELECT client_id, order_id, amount_net::text, tax::text, amount_gross::text, currency, invoice_id FROM billing_positions WHERE order_id = :id',
      { type: QueryTypes.SELECT, replacements: { id } },
    );
    expect(positions).toEqual([
      { client_id: client.id, order_id: id, amount_net: '932', tax: '177', amount_gross: '1109', currency: 'EUR', invoice_id: null },
    ]);
    expect((await orderState(api, id)).price_final).toBe('1109');
    expect(await balance(clientAvailable(client.id))).toBe(0n);
    expect(await balance(clientReserved(client.id))).toBe(0n);
    expect(await balance(linguistEarned(ownWriter.id))).toBe(623n);
    expect((await ledgerMovesOf(id)).map((m) => m.kind)).toEqual(['linguist_credit']);
  });
});

describe('creating orders', () => {
  it('refuses what the available balance cannot cover with 422, writing no order at all', async () => {
    const client = await newClient(api, {}, 3_000n);
    const projectId = await newProject(api, client);
    const twoOrders = orderRequest({
      orders: [
        { title: 'First', minWords: 300, maxWords: 500 },
        { title: 'Second', minWords: 300, maxWords: 500 },
      ],
    });
    const res = await expectStatus(call(api, 'post', `/client/project/${projectId}/orders`, client.token, twoOrders), 422);
    expect(res.body).toMatchObject({ message: 'Available balance is too low: these 2 orders need 33.32 EUR at their maximum words, 30.00 EUR available' });
    const [count] = await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE project_id = :projectId', {
      type: QueryTypes.SELECT,
      replacements: { projectId },
    });
    expect(count?.n).toBe(0);
    expect(await balance(clientAvailable(client.id))).toBe(3_000n);
    expect(await balance(clientReserved(client.id))).toBe(0n);

    const [one] = await newOrders(api, client, projectId, orderRequest());
    // without proofreading: 500 × 0.028 = 14.00 net + 2.66 VAT
    expect((await orderState(api, one as number)).reserved_amount).toBe('1666');
    expect(await balance(clientAvailable(client.id))).toBe(3_000n - 1666n);
  });

  it('answers 404 for another client’s project and 400 naming the field for unknown or foreign references', async () => {
    const client = await newClient(api, {}, 100_000n);
    const other = await newClient(api, {}, 100_000n);
    const projectId = await newProject(api, client);
    const otherProject = await newProject(api, other);
    const create = (body: object, project = projectId) => call(api, 'post', `/client/project/${project}/orders`, client.token, body);
    await expectStatus(create(orderRequest(), otherProject), 404);

    const db = api.runtime.sequelize;
    const group = async (owner: number, type: string) => {
      const [row] = await db.query<{ id: number }>(`INSERT INTO linguist_groups (client_id, name, type) VALUES (${owner}, 'Team', '${type}') RETURNING id`, {
        type: QueryTypes.SELECT,
      });
      return (row as { id: number }).id;
    };
    const foreignGroup = await group(other.id, 'copywriting');
    const proofreadingGroup = await group(client.id, 'proofreading');
    const blocked = await newLinguist(api);
    await db.query(`INSERT INTO client_linguist_relations (client_id, linguist_id, relation) VALUES (${client.id}, ${blocked.id}, 'BLOCKED')`);
    const closed = await newLinguist(api, { status: 'CLOSED_BY_USER' });

    const refusals: [object, string, string][] = [
      [orderRequest({ language: 'xx-XX' }), 'language', 'Unknown language xx-XX'],
      [orderRequest({ type: 'GO', groupId: foreignGroup }), 'groupId', `Group ${foreignGroup} is not one of your linguist groups`],
      [orderRequest({ type: 'GO', groupId: proofreadingGroup }), 'groupId', `Group ${proofreadingGroup} is a proofreading group; this needs a copywriting group`],
      [orderRequest({ type: 'DO', linguistId: blocked.id }), 'linguistId', `You have blocked linguist ${blocked.id}`],
      [orderRequest({ type: 'DO', linguistId: closed.id }), 'linguistId', `Linguist ${closed.id} is not active`],
      [orderRequest({ type: 'DO', linguistId: 2_000_000_000 }), 'linguistId', 'Linguist 2000000000 does not exist'],
      [orderRequest({ proofreading: { assignment: 'group', groupId: foreignGroup } }), 'proofreading.groupId', `Group ${foreignGroup} is not one of your linguist groups`],
    ];
    for (const [body, field, message] of refusals) {
      const res = await expectStatus(create(body), 400);
      expect(res.body).toMatchObject({ message, error: { [field]: [message] } });
    }
    const crossed = await expectStatus(create(orderRequest({ orders: [{ title: 'Crossed', minWords: 500, maxWords: 300 }] })), 400);
    expect(crossed.body).toMatchObject({ error: { 'orders.0.maxWords': expect.any(Array) } });
    await expectStatus(create(orderRequest({ type: 'GO' })), 400);
    expect(await balance(clientReserved(client.id))).toBe(0n);
  });

  it('creates group and direct orders with their assignment, one history row each', async () => {
    const client = await newClient(api, {}, 100_000n);
    const projectId = await newProject(api, client);
    const [row] = await api.runtime.sequelize.query<{ id: number }>(
      `INSERT INTO linguist_groups (client_id, name, type) VALUES (${client.id}, 'Core team', 'copywriting') RETURNING id`,
      { type: QueryTypes.SELECT },
    );
    const groupId = (row as { id: number }).id;
    const addressee = await newLinguist(api);
    const [group] = await newOrders(api, client, projectId, orderRequest({ type: 'GO', groupId }));
    const [direct] = await newOrders(api, client, projectId, orderRequest({ type: 'DO', linguistId: addressee.id }));
    const rows = await api.runtime.sequelize.query(
      'SELECT id, type, writer_group_id, direct_linguist_id FROM orders WHERE id IN (:ids) ORDER BY id',
      { type: QueryTypes.SELECT, replacements: { ids: [group, direct] } },
    );
    expect(rows).toEqual([
      { id: group, type: 'GO', writer_group_id: groupId, direct_linguist_id: null },
      { id: direct, type: 'DO', writer_group_id: null, direct_linguist_id: addressee.id },
    ]);
    const history = await api.runtime.sequelize.query(
      'SELECT order_id, action, from_status, to_status, actor_role, actor_id FROM order_history WHERE order_id IN (:ids) ORDER BY id',
      { type: QueryTypes.SELECT, replacements: { ids: [group, direct] } },
    );
    expect(history).toEqual(
      [group, direct].map((orderId) => ({ order_id: orderId, action: 'create', from_status: null, to_status: 'open', actor_role: 'client', actor_id: client.id })),
    );
  });
});

describe('ending an order without a text', () => {
  it('releases the whole reservation on every way an order can end unaccepted', async () => {
    const client = await newClient(api, {}, 100_000n);
    const projectId = await newProject(api, client);
    const addressee = await newLinguist(api);
    const ready = async () => {
      const id = await newOrder(api, client, projectId);
      await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
      await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(400) }), 200);
      return id;
    };
    const endings: [string, () => Promise<number>][] = [
      ['client cancel', async () => {
        const id = await newOrder(api, client, projectId);
        await expectStatus(put(`/client/order/${id}/cancel`, client), 200);
        return id;
      }],
      ['admin cancel while written', async () => {
        const id = await newOrder(api, client, projectId);
        await expectStatus(put(`/linguist/order/${id}/take`, writer), 200);
        await expectStatus(put(`/admin/order/${id}/cancel`, admin), 200);
        return id;
      }],
      ['direct order declined, its client chose cancel', async () => {
        const id = await newOrder(api, client, projectId, orderRequest({ type: 'DO', linguistId: addressee.id, directFallback: 'cancel' }));
        await expectStatus(put(`/linguist/order/${id}/cancel`, addressee), 200);
        return id;
      }],
      ['admin reject', async () => {
        const id = await ready();
        await expectStatus(put(`/admin/order/${id}/reject`, admin, { reason: 'Copied' }), 200);
        return id;
      }],
      ['rejection confirmed', async () => {
        const id = await ready();
        await expectStatus(put(`/client/order/${id}/revise`, client, { comment: 'Again' }), 200);
        await expectStatus(put(`/linguist/order/${id}/text/submit`, writer, { text: words(410) }), 200);
        await expectStatus(put(`/client/order/${id}/reject`, client, { reason: 'Still wrong' }), 200);
        expect(await balance(clientReserved(client.id))).toBe(1666n);
        await expectStatus(put(`/admin/order/${id}/reject/confirm`, admin), 200);
        return id;
      }],
    ];
    for (const [ending, run] of endings) {
      const id = await run();
      expect({ ending, available: await balance(clientAvailable(client.id)), reserved: await balance(clientReserved(client.id)) }).toEqual({
        ending,
        available: 100_000n,
        reserved: 0n,
      });
      expect((await orderState(api, id)).reserved_amount).toBe('0');
      expect((await ledgerMovesOf(id)).map((m) => m.idempotency_key)).toEqual([`order:${id}:reserve`, `order:${id}:release`]);
    }
    expect(await verifyLedger()).toEqual([]);
  });
});
