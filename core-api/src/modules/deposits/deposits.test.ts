import { QueryTypes } from 'sequelize';
import type {
  AdminDepositDto,
  AdminDepositListResponse,
  CancelDepositResponse,
  DepositDto,
  DepositListResponse,
  InvoiceDto,
  PaymentMethodsResponse,
} from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, verifiedBilling } from '../../testing/factories.js';
import { insertDeposit } from '../invoices/invoices.fixtures.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { BANK_CLEARING, clientAvailable } from '../ledger/ledger.accounts.js';
import { call, newAdmin, tokenFor, type Actor } from '../orders/testing/order-scenario.js';
import { availableOf, ledgerOfDeposit, payingClient } from './testing/deposit-scenario.js';
import { BILLING_INFO_NOT_VALID_MESSAGE } from '../billing/legal-status.js';
import { DEPOSITS_ARE_PREPAID_MESSAGE } from './deposits.service.js';

let api: TestContext;
let admin: Actor;

beforeAll(async () => {
  api = await startTestApi();
  admin = await newAdmin(api);
});

afterAll(() => api.close());

const get = (path: string, actor: Actor) => api.request().get(path).set('Authorization', `Bearer ${actor.token}`);
const deposit = (client: Actor, body: object) => call(api, 'post', '/client/billing/deposit', client.token, body);
const settle = (id: number, body: object = {}) => call(api, 'put', `/admin/billing/deposit/${id}/settle`, admin.token, body);

async function bankDeposit(client: Actor, amount: string | number = '150.50', extra: object = {}): Promise<DepositDto> {
  const res = await deposit(client, { method: 'BANK', amount, currency: 'EUR', ...extra });
  if (res.status !== 201) throw new Error(`bank deposit answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as DepositDto;
}

describe('GET /client/billing/payment/methods without Stripe', () => {
  it('offers only bank transfer, free and pending, and no publishable key', async () => {
    const client = await payingClient(api);
    const res = await get('/client/billing/payment/methods', client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual<PaymentMethodsResponse>({ data: [{ method: 'BANK', pending: true, fee: { kind: 'fixed', amount: 0 } }], publishableKey: null });
  });
});

describe('POST /client/billing/deposit by bank transfer', () => {
  let client: Actor;
  beforeAll(async () => {
    client = await payingClient(api);
  });

  it('creates a PENDING deposit of the amount typed, a comma read as the point, crediting nothing yet', async () => {
    const created = await bankDeposit(client, '150,50', { note: 'Spring budget' });
    expect(created).toEqual<DepositDto>({
      id: expect.any(Number),
      amountNet: 15_050,
      fee: 0,
      tax: 0,
      amountGross: 15_050,
      amount: 15_050,
      currency: { iso4217: 'EUR' },
      paymentMethod: 'BANK',
      status: 'PENDING',
      transactionId: null,
      note: 'Spring budget',
      invoiceId: created.invoiceId,
      createdAt: expect.any(String),
      paidAt: null,
    });
    expect(await availableOf(client.id)).toBe(0n);
    expect(await ledgerOfDeposit(api, created.id)).toEqual([]);
  });

  it('takes a JSON number too', async () => {
    expect((await bankDeposit(client, 99.9)).amountNet).toBe(9_990);
  });

  it.each([
    [undefined, 'Field is required'],
    ['', 'Field is required'],
    [0, 'Amount net must be greater than zero'],
    ['-5', 'Amount net must be greater than zero'],
    ['0,99', 'Amount net must be greater than zero'],
    ['1,2,3', 'Amount net must be a number'],
    ['12abc', 'Amount net must be a number'],
    ['1e3', 'Amount net must be a number'],
    [true, 'Amount net must be a number'],
    [10 ** 12, 'Amount net must be at most 1,000,000'],
    ['1000000.01', 'Amount net must be at most 1,000,000'],
    ['10,555', 'Amount net must have at most 2 decimal places'],
  ])('refuses the amount %p: %s', async (amount, message) => {
    const res = await deposit(client, { method: 'BANK', ...(amount === undefined ? {} : { amount }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ amount: [message] });
  });

  it('takes a note of 200 characters and refuses 201 with the spec’s message', async () => {
    expect((await deposit(client, { method: 'BANK', amount: '10', note: 'n'.repeat(200) })).status).toBe(201);
    const res = await deposit(client, { method: 'BANK', amount: '10', note: 'n'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ note: ['Name must have at most 200 letters.'] });
  });

  it('names `method` for a method that does not exist', async () => {
    const res = await deposit(client, { method: 'CASH', amount: '10' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error)).toEqual(['method']);
  });

  it('answers 422 naming `currency` for another currency than the client’s, 400 for one not traded', async () => {
    const other = await deposit(client, { method: 'BANK', amount: '10', currency: 'USD' });
    expect(other.status).toBe(422);
    expect(Object.keys(other.body.error)).toEqual(['currency']);
    expect((await deposit(client, { method: 'BANK', amount: '10', currency: 'CHF' })).status).toBe(400);
  });

  it('requires a valid PayPal e-mail ("Invalid email")', async () => {
    for (const email of [undefined, 'paypal-at-example']) {
      const res = await deposit(client, { method: 'PAYPAL', amount: '10', ...(email ? { email } : {}) });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ email: ['Invalid email'] });
    }
  });

  it('sends card-like methods to the payment intent flow, naming `paymentIntent`', async () => {
    const res = await deposit(client, { method: 'CARD', amount: '10' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error)).toEqual(['paymentIntent']);
  });

  it('refuses a prepaid client whose billing information is not verified yet', async () => {
    const { client: unverified } = await createClient();
    const res = await deposit({ id: unverified.id, token: tokenFor(api, 'client', unverified.id) }, { method: 'BANK', amount: '10' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(BILLING_INFO_NOT_VALID_MESSAGE);
  });

  it('refuses a postpaid client with 403 and says why, writing no deposit', async () => {
    const { client: postpaid } = await createClient({ invoicing: 'invoice' });
    const res = await deposit({ id: postpaid.id, token: tokenFor(api, 'client', postpaid.id) }, { method: 'BANK', amount: '10' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(DEPOSITS_ARE_PREPAID_MESSAGE);
    const [{ n }] = await api.runtime.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE client_id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: postpaid.id },
    });
    expect(n).toBe(0);
  });
});

describe('GET /client/billing/deposits', () => {
  it('lists only the caller’s deposits, newest first, filtered and paged', async () => {
    const client = await payingClient(api);
    const other = await payingClient(api);
    const first = await bankDeposit(client, '10');
    const second = await bankDeposit(client, '20');
    const third = await bankDeposit(client, '30');
    await bankDeposit(other, '40');
    await settle(second.id);

    const all = (await get('/client/billing/deposits', client)).body as DepositListResponse;
    expect(all.total).toBe(3);
    expect(all.data.map((d) => d.id)).toEqual([third.id, second.id, first.id]);

    const paid = (await get('/client/billing/deposits?status=PAID', client)).body as DepositListResponse;
    expect(paid).toMatchObject({ total: 1, data: [{ id: second.id, status: 'PAID' }] });
    const page = (await get('/client/billing/deposits?limit=1&offset=1', client)).body as DepositListResponse;
    expect(page).toEqual({ total: 3, data: [expect.objectContaining({ id: second.id })] });
    expect((await get('/client/billing/deposits?limit=0', client)).body).toEqual({ total: 3, data: [] });
    expect((await get('/client/billing/deposits?status=LOST', client)).status).toBe(400);
  });
});

describe('settling a bank transfer (PUT /admin/billing/deposit/{id}/settle)', () => {
  it('credits the net to the client once, from bank clearing, with the bank’s reference; a second settle is 409', async () => {
    const client = await payingClient(api);
    const created = await bankDeposit(client, '250');
    const reference = `SEPA-${created.id}-${Date.now()}`;

    const res = await settle(created.id, { reference });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject<Partial<AdminDepositDto>>({ id: created.id, status: 'PAID', transactionId: reference, clientId: client.id, clientName: 'Factory GmbH' });
    expect((res.body as AdminDepositDto).paidAt).not.toBeNull();
    expect(await availableOf(client.id)).toBe(25_000n);
    expect(await ledgerOfDeposit(api, created.id)).toEqual([
      { kind: 'deposit', account: BANK_CLEARING, amount: '-25000' },
      { kind: 'deposit', account: clientAvailable(client.id), amount: '25000' },
    ]);

    const again = await settle(created.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already paid/);
    expect(await availableOf(client.id)).toBe(25_000n);
    expect(await ledgerOfDeposit(api, created.id)).toHaveLength(2);

    const balance = await get('/client/billing/balance', client);
    expect(balance.body).toMatchObject({ totalDepositAmount: 25_000, availableAmount: 25_000 });
    expect(await verifyLedger()).toEqual([]);
  });

  it('credits once when two admins settle at the same moment', async () => {
    const client = await payingClient(api);
    const created = await bankDeposit(client, '75');
    const answers = await Promise.all([settle(created.id), settle(created.id), settle(created.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await availableOf(client.id)).toBe(7_500n);
  });

  it('answers 404 for an unknown deposit, 409 for a bank reference already recorded, 403 for a client', async () => {
    expect((await settle(2_000_000_000)).status).toBe(404);
    const client = await payingClient(api);
    const one = await bankDeposit(client, '10');
    const two = await bankDeposit(client, '10');
    const reference = `REF-${one.id}-${Date.now()}`;
    expect((await settle(one.id, { reference })).status).toBe(200);
    const duplicate = await settle(two.id, { reference });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain(reference);
    expect((await call(api, 'put', `/admin/billing/deposit/${two.id}/settle`, client.token, {})).status).toBe(403);
  });
});

describe('GET /admin/billing/deposits', () => {
  it('lists every client’s deposits with who made them, filtered by status, client and age', async () => {
    const { client: named } = await createClient({ billing: verifiedBilling({ companyName: 'Listed AG' }) });
    const client: Actor = { id: named.id, token: tokenFor(api, 'client', named.id) };
    const fresh = await bankDeposit(client, '11');
    const old = await bankDeposit(client, '12');
    await api.runtime.sequelize.query("UPDATE deposits SET created_at = now() - interval '10 days' WHERE id = :id", { replacements: { id: old.id } });

    const mine = (await get(`/admin/billing/deposits?status=PENDING&clientId=${client.id}`, admin)).body as AdminDepositListResponse;
    expect(mine.total).toBe(2);
    expect(mine.data.map((d) => [d.id, d.clientId, d.clientName])).toEqual([
      [fresh.id, client.id, 'Listed AG'],
      [old.id, client.id, 'Listed AG'],
    ]);
    const week = (await get(`/admin/billing/deposits?clientId=${client.id}&age=MORE7DAYS`, admin)).body as AdminDepositListResponse;
    expect(week.data.map((d) => d.id)).toEqual([old.id]);
    expect((await get(`/admin/billing/deposits?clientId=${client.id}&age=MORE14DAYS`, admin)).body.total).toBe(0);
    expect((await get('/admin/billing/deposits', client)).status).toBe(403);
  });
});

describe('cancelling a bank transfer nobody paid (PUT /admin/billing/deposit/{id}/cancel)', () => {
  let billingAdmin: Actor;
  beforeAll(async () => {
    const { admin: faktura } = await createAdmin({ fakturaAccess: true });
    billingAdmin = { id: faktura.id, token: tokenFor(api, 'admin', faktura.id) };
  });

  const cancel = (id: number, actor: Actor = billingAdmin) => call(api, 'put', `/admin/billing/deposit/${id}/cancel`, actor.token);

  interface DocumentRow {
    id: number;
    number: string;
    sequence: number;
    type: string;
    status: string;
    amount_net: string;
    amount_gross: string;
    cancels_invoice_id: number | null;
  }

  async function documentsOf(clientId: number): Promise<DocumentRow[]> {
    return api.runtime.sequelize.query<DocumentRow>(
      'SELECT id, number, sequence, type, status, amount_net::text, amount_gross::text, cancels_invoice_id FROM invoices WHERE client_id = :clientId ORDER BY id',
      { type: QueryTypes.SELECT, replacements: { clientId } },
    );
  }

  it('cancels the deposit and its open invoice with a CANCBAL_DEPOSIT document numbered next, moving no money', async () => {
    const client = await payingClient(api);
    const created = await bankDeposit(client, '120,50');
    const [depositInvoice] = await documentsOf(client.id);

    const res = await cancel(created.id);

    expect(res.status).toBe(200);
    const body = res.body as CancelDepositResponse;
    expect(body.deposit).toMatchObject<Partial<AdminDepositDto>>({ id: created.id, status: 'CANCELED', paidAt: null, invoiceId: depositInvoice?.id, clientId: client.id });
    expect(body.cancellation).toMatchObject<Partial<InvoiceDto>>({
      type: 'CANCBAL_DEPOSIT',
      status: 'PAID',
      amountNet: -12_050,
      tax: 0,
      amountGross: -12_050,
      currency: 'EUR',
      dueAt: null,
      cancelsInvoiceId: depositInvoice?.id,
    });
    const documents = await documentsOf(client.id);
    expect(documents.map((d) => [d.type, d.status, d.amount_gross, d.cancels_invoice_id])).toEqual([
      ['DEPOSIT', 'CANCELED', '12050', null],
      ['CANCBAL_DEPOSIT', 'PAID', '-12050', depositInvoice?.id],
    ]);
    expect(documents[1]?.sequence).toBe((depositInvoice?.sequence ?? 0) + 1);
    expect(documents[1]?.number).toBe(body.cancellation?.number);

    expect(await ledgerOfDeposit(api, created.id)).toEqual([]);
    expect(await availableOf(client.id)).toBe(0n);
    expect(await verifyLedger()).toEqual([]);
    const mine = (await get('/client/billing/deposits?status=CANCELED', client)).body as DepositListResponse;
    expect(mine.data.map((d) => d.id)).toEqual([created.id]);
  });

  it('answers 409 with the reason for a paid, an already cancelled or a provider’s deposit, and changes nothing', async () => {
    const client = await payingClient(api);
    const paid = await bankDeposit(client, '40');
    expect((await settle(paid.id)).status).toBe(200);
    const paidAnswer = await cancel(paid.id);
    expect(paidAnswer.status).toBe(409);
    expect(paidAnswer.body.message).toBe(`Deposit ${paid.id} is already paid: its money is in the client’s balance, which is refunded instead`);
    expect(await availableOf(client.id)).toBe(4_000n);

    const once = await bankDeposit(client, '10');
    expect((await cancel(once.id)).status).toBe(200);
    const twice = await cancel(once.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`Deposit ${once.id} is CANCELED; only a PENDING bank transfer can be cancelled`);
    const settleCancelled = await settle(once.id);
    expect(settleCancelled.status).toBe(409);

    const card = await insertDeposit(api.runtime.sequelize, { clientId: client.id, method: 'CARD', net: 2_000 });
    const cardAnswer = await cancel(card);
    expect(cardAnswer.status).toBe(409);
    expect(cardAnswer.body.message).toMatch(/paid through CARD; only bank transfers are cancelled by hand/);

    const documents = await documentsOf(client.id);
    expect(documents.filter((d) => d.type === 'CANCBAL_DEPOSIT')).toHaveLength(1);
    expect(await verifyLedger()).toEqual([]);
  });

  it('cancels a transfer announced before deposit invoices existed without writing a document', async () => {
    const client = await payingClient(api);
    const legacy = await insertDeposit(api.runtime.sequelize, { clientId: client.id, method: 'BANK', net: 7_000 });
    const res = await cancel(legacy);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deposit: { id: legacy, status: 'CANCELED', invoiceId: null }, cancellation: null });
    expect(await documentsOf(client.id)).toEqual([]);
  });

  it('lets exactly one of a cancel and a settle at the same moment win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const client = await payingClient(api);
      const created = await bankDeposit(client, '30');
      const [cancelled, settled] = await Promise.all([cancel(created.id), settle(created.id)]);
      expect([cancelled.status, settled.status].sort()).toEqual([200, 409]);
      const documents = await documentsOf(client.id);
      if (cancelled.status === 200) {
        expect(await availableOf(client.id)).toBe(0n);
        expect(documents.map((d) => [d.type, d.status])).toEqual([
          ['DEPOSIT', 'CANCELED'],
          ['CANCBAL_DEPOSIT', 'PAID'],
        ]);
      } else {
        expect(await availableOf(client.id)).toBe(3_000n);
        expect(documents.map((d) => [d.type, d.status])).toEqual([['DEPOSIT', 'PAID']]);
      }
    }
    expect(await verifyLedger()).toEqual([]);
  });

  it('needs invoice access: 403 without fakturaAccess or for a client, 404 for an unknown deposit, 400 for a bad id', async () => {
    const client = await payingClient(api);
    const created = await bankDeposit(client, '10');
    const refused = await cancel(created.id, admin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/fakturaAccess/);
    expect((await cancel(created.id, client)).status).toBe(403);
    expect((await api.request().put(`/admin/billing/deposit/${created.id}/cancel`)).status).toBe(401);
    expect((await cancel(2_000_000_000)).status).toBe(404);
    expect((await cancel(0)).status).toBe(400);
    expect((await get('/client/billing/deposits?status=PENDING', client)).body.total).toBe(1);
  });
});
