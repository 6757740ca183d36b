import { QueryTypes, type Sequelize } from 'sequelize';
import type { ClientBalance, DepositDto, InvoiceListResponse, RefundBalanceResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin } from '../../testing/factories.js';
import { signAccessToken } from '../auth/tokens.js';
import { BANK_CLEARING, clientAvailable } from '../ledger/ledger.accounts.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { availableOf, payingClient } from '../deposits/testing/deposit-scenario.js';
import { invoiceCount } from './invoices.fixtures.js';

let api: TestContext;
let db: Sequelize;
let faktura: { id: number; token: string };
let staffToken: string;

interface Tenant {
  id: number;
  token: string;
}

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  const { admin } = await createAdmin({ fakturaAccess: true });
  faktura = { id: admin.id, token: signAccessToken(api.config.jwtSecret, 3600, 'admin', admin.id) };
  const { admin: staff } = await createAdmin({ fakturaAccess: false });
  staffToken = signAccessToken(api.config.jwtSecret, 3600, 'admin', staff.id);
});

afterAll(() => api.close());

const refund = (clientId: number | string, body: object, token = faktura.token) =>
  api.request().post(`/admin/billing/client/${clientId}/refund`).auth(token, { type: 'bearer' }).send(body);

const get = (path: string, token: string) => api.request().get(path).auth(token, { type: 'bearer' });

/** A prepaid client whose bank transfer of `amount` an admin has recorded: the money is available. */
async function fundedClient(amount: string): Promise<Tenant> {
  const client = await payingClient(api);
  const created = await api.request().post('/client/billing/deposit').auth(client.token, { type: 'bearer' }).send({ method: 'BANK', amount });
  if (created.status !== 201) throw new Error(`deposit answered ${created.status}`);
  const settled = await api
    .request()
    .put(`/admin/billing/deposit/${(created.body as DepositDto).id}/settle`)
    .auth(faktura.token, { type: 'bearer' })
    .send({});
  if (settled.status !== 200) throw new Error(`settle answered ${settled.status}`);
  return client;
}

interface RefundLedgerLine {
  kind: string;
  account: string;
  amount: string;
}

function ledgerOfRefund(refundId: number): Promise<RefundLedgerLine[]> {
  return db.query<RefundLedgerLine>(
    `SELECT t.kind, a.key AS account, e.amount::text AS amount
       FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.idempotency_key = :key
      ORDER BY e.id`,
    { type: QueryTypes.SELECT, replacements: { key: `balance-refund:${refundId}` } },
  );
}

async function sequenceOf(invoiceId: number): Promise<number> {
  const [row] = await db.query<{ sequence: number }>('SELECT sequence FROM invoices WHERE id = :invoiceId', {
    type: QueryTypes.SELECT,
    replacements: { invoiceId },
  });
  if (!row) throw new Error(`invoice ${invoiceId} is missing`);
  return row.sequence;
}

/** The newest document number of the year, so a test can see that a refused refund took none. */
async function lastSequence(): Promise<number> {
  const [row] = await db.query<{ last: number }>('SELECT max(last)::int AS last FROM invoice_number_counters WHERE year = :year', {
    type: QueryTypes.SELECT,
    replacements: { year: new Date().getUTCFullYear() },
  });
  return row?.last ?? 0;
}

describe('refunding a client’s balance (POST /admin/billing/client/{clientId}/refund)', () => {
  it('moves the amount from available to bank clearing and writes a paid DEPOSIT_REFUND document of one line', async () => {
    const client = await fundedClient('100');
    const before = await lastSequence();

    const res = await refund(client.id, { amount: '25,50', reason: '  Account closed at the client’s request ' });

    expect(res.status).toBe(201);
    const body = res.body as RefundBalanceResponse;
    expect(body).toEqual<RefundBalanceResponse>({
      id: expect.any(Number),
      clientId: client.id,
      amount: 2_550,
      currency: 'EUR',
      reason: 'Account closed at the client’s request',
      availableAmount: 7_450,
      createdAt: expect.any(String),
      document: {
        id: expect.any(Number),
        number: expect.stringMatching(/^\d{4}-\d{6}$/),
        type: 'DEPOSIT_REFUND',
        status: 'PAID',
        amountNet: -2_550,
        tax: 0,
        amountGross: -2_550,
        currency: 'EUR',
        issuedAt: expect.any(String),
        dueAt: null,
        paidAt: body.document.issuedAt,
        cancelsInvoiceId: null,
      },
    });
    expect(await sequenceOf(body.document.id)).toBe(before + 1);
    expect(await availableOf(client.id)).toBe(7_450n);
    expect(await ledgerOfRefund(body.id)).toEqual([
      { kind: 'refund', account: clientAvailable(client.id), amount: '-2550' },
      { kind: 'refund', account: BANK_CLEARING, amount: '2550' },
    ]);
    const [stored] = await db.query<{ reason: string; admin_id: number; invoice_id: number; amount: string }>(
      'SELECT reason, admin_id, invoice_id, amount::text FROM balance_refunds WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id: body.id } },
    );
    expect(stored).toEqual({ reason: 'Account closed at the client’s request', admin_id: faktura.id, invoice_id: body.document.id, amount: '2550' });
    const [line] = await db.query<{ description: string; vat_rate: string; amount_net: string; tax: string }>(
      'SELECT description, vat_rate::text, amount_net::text, tax::text FROM invoice_lines WHERE invoice_id = :id',
      { type: QueryTypes.SELECT, replacements: { id: body.document.id } },
    );
    expect(line).toEqual({ description: 'Refund of your Inkwell balance by bank transfer', vat_rate: '0.0000', amount_net: '-2550', tax: '0' });

    const documents = (await get('/client/billing/invoices?type=DEPOSIT_REFUND', client.token)).body as InvoiceListResponse;
    expect(documents.data).toEqual([body.document]);
    const balance = (await get('/client/billing/balance', client.token)).body as ClientBalance;
    expect(balance.availableAmount).toBe(7_450);
    // what the client has put in and not taken back
    expect(balance.totalDepositAmount).toBe(7_450);
    expect(await verifyLedger()).toEqual([]);
  });

  it('refunds everything available, a JSON number too, and then refuses the next cent with 422 naming `amount`', async () => {
    const client = await fundedClient('60');
    expect((await refund(client.id, { amount: 10.5, reason: 'Partial refund' })).status).toBe(201);
    const rest = await refund(client.id, { amount: '49.50', reason: 'Rest of the balance' });
    expect(rest.status).toBe(201);
    expect((rest.body as RefundBalanceResponse).availableAmount).toBe(0);
    expect(await availableOf(client.id)).toBe(0n);

    const before = await lastSequence();
    const documents = await invoiceCount(db, client.id);
    const over = await refund(client.id, { amount: '0.01', reason: 'One cent too many' });
    expect(over.status).toBe(422);
    expect(over.body.error).toEqual({ amount: ['The refund of €0.01 is more than the €0.00 the client has available'] });
    expect(await lastSequence()).toBe(before);
    expect(await invoiceCount(db, client.id)).toBe(documents);
  });

  it('refuses more than is available and moves nothing', async () => {
    const client = await fundedClient('50');
    const res = await refund(client.id, { amount: '50.01', reason: 'Too much' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error)).toEqual(['amount']);
    expect(res.body.message).toBe('The refund of €50.01 is more than the €50.00 the client has available');
    expect(await availableOf(client.id)).toBe(5_000n);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM balance_refunds WHERE client_id = :clientId', {
      type: QueryTypes.SELECT,
      replacements: { clientId: client.id },
    });
    expect(n).toBe(0);
  });

  it.each([
    [undefined, 'Field is required'],
    ['', 'Field is required'],
    [null, 'Field is required'],
    [0, 'Amount must be greater than zero'],
    ['0,00', 'Amount must be greater than zero'],
    ['-5', 'Amount must be greater than zero'],
    [-5, 'Amount must be greater than zero'],
    ['1,2,3', 'Amount must be a number'],
    ['12abc', 'Amount must be a number'],
    ['1e3', 'Amount must be a number'],
    [true, 'Amount must be a number'],
    [{ value: 5 }, 'Amount must be a number'],
    ['10,555', 'Amount must have at most 2 decimal places'],
    [0.001, 'Amount must have at most 2 decimal places'],
    [10 ** 12, 'Amount must be at most 1,000,000,000'],
  ])('refuses the amount %p with 400: %s', async (amount, message) => {
    const client = await fundedClient('10');
    const res = await refund(client.id, { ...(amount === undefined ? {} : { amount }), reason: 'Test' });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ amount: [message] });
    expect(await availableOf(client.id)).toBe(1_000n);
  });

  it('requires a reason of at most 200 characters', async () => {
    const client = await fundedClient('10');
    for (const reason of [undefined, '', '   ']) {
      const res = await refund(client.id, { amount: '1', ...(reason === undefined ? {} : { reason }) });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ reason: ['Field is required'] });
    }
    const long = await refund(client.id, { amount: '1', reason: 'r'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error).toEqual({ reason: ['Reason must have at most 200 characters'] });
    expect((await refund(client.id, { amount: '1', reason: 'r'.repeat(200) })).status).toBe(201);
  });

  it('needs invoice access: 403 without fakturaAccess or for a client, 404 for an unknown client, 400 for a bad id', async () => {
    const client = await fundedClient('10');
    const refused = await refund(client.id, { amount: '1', reason: 'No access' }, staffToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/fakturaAccess/);
    expect((await refund(client.id, { amount: '1', reason: 'Self-service' }, client.token)).status).toBe(403);
    expect((await api.request().post(`/admin/billing/client/${client.id}/refund`).send({ amount: '1', reason: 'x' })).status).toBe(401);
    const unknown = await refund(2_000_000_000, { amount: '1', reason: 'Nobody' });
    expect(unknown.status).toBe(404);
    expect((await refund('abc', { amount: '1', reason: 'x' })).status).toBe(400);
    expect(await availableOf(client.id)).toBe(1_000n);
  });

  it('never takes available below zero when refunds race: the ones that fit win, numbers stay gapless', async () => {
    const client = await fundedClient('100');
    const before = await lastSequence();

    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => refund(client.id, { amount: '30', reason: `Race ${i}` })));

    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 422, 422, 422]);
    // The balance is read under the accounts' locks, so a loser is told why by the refund itself, naming the field.
    for (const lost of answers.filter((r) => r.status === 422)) expect(lost.body.error).toEqual({ amount: [expect.stringMatching(/^The refund of €30.00 is more than the €10.00/)] });
    expect(await availableOf(client.id)).toBe(1_000n);
    const won = answers.filter((r) => r.status === 201).map((r) => r.body as RefundBalanceResponse);
    // Each winner saw the balance the previous one left: 70, 40 and 10, in some order of arrival.
    expect(won.map((r) => r.availableAmount).sort((a, b) => b - a)).toEqual([7_000, 4_000, 1_000]);
    const sequences = (await Promise.all(won.map((r) => sequenceOf(r.document.id)))).sort((a, b) => a - b);
    expect(sequences).toEqual([before + 1, before + 2, before + 3]);
    expect(await lastSequence()).toBe(before + 3);
    expect(await verifyLedger()).toEqual([]);
  });
});
