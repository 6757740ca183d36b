import { QueryTypes, type Sequelize } from 'sequelize';
import type { ClientBalance } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient, createLinguist, loginAs } from '../../testing/factories.js';
import { BANK_CLEARING, PLATFORM_REVENUE, clientAvailable, clientReserved } from '../ledger/ledger.accounts.js';
import { postTransaction, type LedgerPosting } from '../ledger/ledger.service.js';
import { runInvoiceForClient } from '../invoices/invoice-run.js';

let api: TestContext;
let sequelize: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  sequelize = api.runtime.sequelize;
});

afterAll(() => api.close());

function post(posting: LedgerPosting) {
  return sequelize.transaction((transaction) => postTransaction(posting, transaction));
}

function deposit(clientId: number, amount: bigint, currency: string) {
  return post({
    kind: 'deposit',
    currency,
    entries: [
      { account: BANK_CLEARING, amount: -amount },
      { account: clientAvailable(clientId), amount },
    ],
  });
}

function reserve(clientId: number, amount: bigint, currency: string) {
  return post({
    kind: 'order_reserve',
    currency,
    entries: [
      { account: clientAvailable(clientId), amount: -amount },
      { account: clientReserved(clientId), amount },
    ],
  });
}

/** An accepted order of a postpaid client and its invoice position: the rows the accept action writes. */
async function acceptedOrderPosition(clientId: number, net: number, tax: number, invoiceId: number | null, currency = 'EUR') {
  const select = { type: QueryTypes.SELECT } as const;
  const [project] = await sequelize.query<{ id: number }>(
    `INSERT INTO projects (client_id, name, language_id)
     VALUES (:clientId, 'Balance test', (SELECT id FROM languages WHERE culture = 'de-DE')) RETURNING id`,
    { ...select, replacements: { clientId } },
  );
  const [order] = await sequelize.query<{ id: number }>(
    `INSERT INTO orders (client_id, project_id, title, type, level_code, language_id, with_proofreading, min_words, max_words,
                         final_words, processing_days, currency, vat, client_price_per_word, writer_pay_per_word,
                         price_min, price_max, price_final, status, accepted_at)
     VALUES (:clientId, :projectId, 'Accepted text', 'OO', 'good', (SELECT id FROM languages WHERE culture = 'de-DE'), false, 100, 500,
             400, 2, :currency, 0.19, 0.028, 0.0187, 333, 1666, :gross, 'accepted', now())
     RETURNING id`,
    { ...select, replacements: { clientId, projectId: project!.id, currency, gross: net + tax } },
  );
  await sequelize.query(
    `INSERT INTO billing_positions (client_id, order_id, amount_net, tax, amount_gross, currency, invoice_id)
     VALUES (:clientId, :orderId, :net, :tax, :gross, :currency, :invoiceId)`,
    { replacements: { clientId, orderId: order!.id, net, tax, gross: net + tax, currency, invoiceId } },
  );
}

async function tokenOf(role: 'client' | 'linguist', email: string, password: string): Promise<string> {
  return (await loginAs(api, role, email, password)).access_token;
}

describe('GET /client/billing/balance', () => {
  it('answers a prepaid client’s deposits, reservations and available money from the ledger', async () => {
    const { client, email, password } = await createClient({ currency: 'EUR' });
    await deposit(client.id, 10_000n, 'EUR');
    await deposit(client.id, 2_500n, 'EUR');
    await reserve(client.id, 3_332n, 'EUR');

    const res = await api.request().get('/client/billing/balance').auth(await tokenOf('client', email, password), { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual<ClientBalance>({
      totalDepositAmount: 12_500,
      orderReservedAmount: 3_332,
      nextInvoiceReservedAmount: 0,
      availableAmount: 9_168,
      openInvoicesAmount: 0,
      overdueInvoicesAmount: 0,
      currency: 'EUR',
    });
  });

  it('adds up for a prepaid client: deposited − reserved − spent on accepted orders = available', async () => {
    const { client, email, password } = await createClient({ currency: 'EUR' });
    await deposit(client.id, 50_000n, 'EUR');
    await reserve(client.id, 9_617n, 'EUR');
    await reserve(client.id, 4_000n, 'EUR');
    // The second order is accepted at 2,547 of its 4,000: the rest goes back, the price is charged.
    await post({
      kind: 'order_release',
      currency: 'EUR',
      entries: [
        { account: clientReserved(client.id), amount: -1_453n },
        { account: clientAvailable(client.id), amount: 1_453n },
      ],
    });
    await post({
      kind: 'order_charge',
      currency: 'EUR',
      entries: [
        { account: clientReserved(client.id), amount: -2_547n },
        { account: PLATFORM_REVENUE, amount: 2_547n },
      ],
    });

    const res = await api.request().get('/client/billing/balance').auth(await tokenOf('client', email, password), { type: 'bearer' });
    const balance = res.body as ClientBalance;
    expect(balance).toMatchObject({ totalDepositAmount: 50_000, orderReservedAmount: 9_617, nextInvoiceReservedAmount: 2_547, availableAmount: 37_836 });
    expect(balance.totalDepositAmount - balance.orderReservedAmount - balance.nextInvoiceReservedAmount).toBe(balance.availableAmount);
  });

  it('counts only money in the client’s own currency', async () => {
    const { client, email, password } = await createClient({ currency: 'GBP' });
    await deposit(client.id, 4_000n, 'GBP');
    await deposit(client.id, 9_999n, 'EUR');

    const res = await api.request().get('/client/billing/balance').auth(await tokenOf('client', email, password), { type: 'bearer' });
    expect(res.body).toMatchObject({ totalDepositAmount: 4_000, availableAmount: 4_000, orderReservedAmount: 0, currency: 'GBP' });
  });

  it('answers a postpaid client’s open invoice positions as the next invoice, leaving invoiced ones out', async () => {
    const { client, email, password } = await createClient({ currency: 'EUR', invoicing: 'invoice' });
    await acceptedOrderPosition(client.id, 5_000, 950, null);
    await runInvoiceForClient(client.id);
    await acceptedOrderPosition(client.id, 1_000, 190, null);
    await acceptedOrderPosition(client.id, 2_000, 380, null);
    const { client: other } = await createClient({ currency: 'EUR', invoicing: 'invoice' });
    await acceptedOrderPosition(other.id, 8_000, 1_520, null);

    const res = await api.request().get('/client/billing/balance').auth(await tokenOf('client', email, password), { type: 'bearer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual<ClientBalance>({
      totalDepositAmount: 0,
      orderReservedAmount: 0,
      nextInvoiceReservedAmount: 3_570,
      availableAmount: 0,
      openInvoicesAmount: 5_950,
      overdueInvoicesAmount: 0,
      currency: 'EUR',
    });
  });

  it('is for clients only', async () => {
    const { email, password } = await createLinguist();
    const linguistToken = await tokenOf('linguist', email, password);
    expect((await api.request().get('/client/billing/balance').auth(linguistToken, { type: 'bearer' })).status).toBe(403);
    expect((await api.request().get('/client/billing/balance')).status).toBe(401);
  });
});
