import { QueryTypes, type Sequelize } from 'sequelize';
import type { ClientBalance, InvoiceDto, PayInvoiceResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, loginAs } from '../../testing/factories.js';
import { signAccessToken } from '../auth/tokens.js';
import { verifyLedger } from '../ledger/ledger.service.js';
import { onDepositCreated } from '../deposits/deposit-invoicing.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertDeposit, insertOpenPosition } from './invoices.fixtures.js';

let api: TestContext;
let db: Sequelize;
let faktura: { id: number; token: string };
let staffToken: string;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  const { admin } = await createAdmin({ fakturaAccess: true });
  faktura = { id: admin.id, token: signAccessToken(api.config.jwtSecret, 3600, 'admin', admin.id) };
  const { admin: staff } = await createAdmin({ fakturaAccess: false });
  staffToken = signAccessToken(api.config.jwtSecret, 3600, 'admin', staff.id);
});

afterAll(() => api.close());

interface Tenant {
  id: number;
  token: string;
}

async function postpaidClient(): Promise<Tenant> {
  const { client, email, password } = await createClient({ invoicing: 'invoice' });
  return { id: client.id, token: (await loginAs(api, 'client', email, password)).access_token };
}

/** An OPEN invoice of net + 19 % issued `daysAgo` days ago (due 14 days after). */
async function invoiceFor(clientId: number, net: number, daysAgo = 0): Promise<InvoiceDto> {
  await insertOpenPosition(db, { clientId, net, tax: Math.round(net * 0.19) });
  const [invoice] = await runInvoiceForClient(clientId, {}, { now: new Date(Date.now() - daysAgo * DAY_MS) });
  if (!invoice) throw new Error('no invoice written');
  return invoice;
}

const pay = (id: number, body: object = {}, token = faktura.token) =>
  api.request().put(`/admin/billing/invoice/${id}/pay`).auth(token, { type: 'bearer' }).send(body);

async function balanceOf(client: Tenant): Promise<ClientBalance> {
  const res = await api.request().get('/client/billing/balance').auth(client.token, { type: 'bearer' });
  expect(res.status).toBe(200);
  return res.body as ClientBalance;
}

async function storedInvoice(id: number): Promise<{ status: string; paid_at: Date | null }> {
  const [row] = await db.query<{ status: string; paid_at: Date | null }>('SELECT status, paid_at FROM invoices WHERE id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  if (!row) throw new Error(`invoice ${id} is missing`);
  return row;
}

async function paymentsOf(id: number): Promise<{ reference: string | null; paid_at: Date; admin_id: number }[]> {
  return db.query('SELECT reference, paid_at, admin_id FROM invoice_payments WHERE invoice_id = :id', {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
}

async function invoicePaymentPostings(): Promise<number> {
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM ledger_transactions WHERE idempotency_key LIKE 'invoice-payment:%'", {
    type: QueryTypes.SELECT,
  });
  return row?.count ?? 0;
}

describe('PUT /admin/billing/invoice/{id}/pay', () => {
  it('marks an overdue invoice PAID, records the reference and who recorded it, and the balance drops by its gross', async () => {
    const client = await postpaidClient();
    const current = await invoiceFor(client.id, 1_000, 2); // due in 12 days: 1_190 open
    const overdue = await invoiceFor(client.id, 2_000, 20); // due 6 days ago: 2_380 overdue
    expect(await balanceOf(client)).toMatchObject({ openInvoicesAmount: 1_190, overdueInvoicesAmount: 2_380 });

    const res = await pay(overdue.id, { reference: '  SEPA-4711 ' });

    expect(res.status).toBe(200);
    const body = res.body as PayInvoiceResponse;
    expect(body).toEqual<PayInvoiceResponse>({ invoice: { ...overdue, status: 'PAID', paidAt: expect.any(String) as string }, reference: 'SEPA-4711' });
    expect(Math.abs(Date.parse(body.invoice.paidAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect(await paymentsOf(overdue.id)).toEqual([{ reference: 'SEPA-4711', paid_at: new Date(body.invoice.paidAt ?? ''), admin_id: faktura.id }]);
    expect(await balanceOf(client)).toMatchObject({ openInvoicesAmount: 1_190, overdueInvoicesAmount: 0 });

    expect((await pay(current.id, { paidAt: new Date().toISOString().slice(0, 10) })).status).toBe(200);
    expect(await balanceOf(client)).toMatchObject({ openInvoicesAmount: 0, overdueInvoicesAmount: 0 });
    const admin = await api.request().get(`/admin/client/${client.id}/balance`).auth(faktura.token, { type: 'bearer' });
    expect(admin.body as ClientBalance).toMatchObject({ openInvoicesAmount: 0, overdueInvoicesAmount: 0 });
    // A postpaid order never posted a receivable, so a payment posts nothing either (decision 014).
    expect(await invoicePaymentPostings()).toBe(0);
    expect(await verifyLedger()).toEqual([]);
  });

  it('keeps the date the money arrived and no reference when none is given', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 1_000, 10);
    const arrived = new Date(Date.now() - 3 * DAY_MS);

    const res = await pay(invoice.id, { paidAt: arrived.toISOString(), reference: '' });

    expect(res.status).toBe(200);
    expect((res.body as PayInvoiceResponse).reference).toBeNull();
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'PAID', paid_at: arrived });
    expect(await paymentsOf(invoice.id)).toEqual([{ reference: null, paid_at: arrived, admin_id: faktura.id }]);
  });

  it('refuses a second payment with 409 and keeps the first one', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 1_000);
    expect((await pay(invoice.id, { reference: 'first' })).status).toBe(200);

    const again = await pay(invoice.id, { reference: 'second' });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Invoice ${invoice.number} is PAID; only an OPEN invoice can be marked paid`);
    expect((await paymentsOf(invoice.id)).map((p) => p.reference)).toEqual(['first']);
  });

  it('refuses a cancelled invoice, its cancellation and a deposit invoice with 409 naming why', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 1_000);
    const cancelled = await api.request().put(`/admin/billing/invoice/${invoice.id}/cancel`).auth(faktura.token, { type: 'bearer' });
    expect(cancelled.status).toBe(200);
    const cancellation = (cancelled.body as { cancellation: InvoiceDto }).cancellation;
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 5_000 });
    await db.transaction((t) => onDepositCreated(depositId, t));
    const [deposit] = await db.query<{ id: number; number: string }>("SELECT id, number FROM invoices WHERE deposit_id = :depositId AND type = 'DEPOSIT'", {
      type: QueryTypes.SELECT,
      replacements: { depositId },
    });
    if (!deposit) throw new Error('no deposit invoice written');

    const canceledAnswer = await pay(invoice.id);
    expect(canceledAnswer.status).toBe(409);
    expect(canceledAnswer.body.message).toMatch(/is CANCELED; only an OPEN invoice/);
    const cancellationAnswer = await pay(cancellation.id);
    expect(cancellationAnswer.status).toBe(409);
    expect(cancellationAnswer.body.message).toMatch(/is a CANCEL_UNPAID_I document; only invoices of type INVOICE/);
    const depositAnswer = await pay(deposit.id);
    expect(depositAnswer.status).toBe(409);
    expect(depositAnswer.body.message).toMatch(/deposit invoice is paid by settling its deposit/);
    expect(await storedInvoice(deposit.id)).toMatchObject({ status: 'OPEN', paid_at: null });
  });

  it('answers 404 for an unknown invoice and 403 without invoice access, changing nothing', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 1_000);

    expect((await pay(2_000_000_000)).status).toBe(404);
    const denied = await pay(invoice.id, {}, staffToken);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/fakturaAccess/);
    const asClient = await pay(invoice.id, {}, client.token);
    expect(asClient.status).toBe(403);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'OPEN', paid_at: null });
  });

  it('refuses bad input naming the field: a future date, a date before the issue day, a long reference', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 1_000, 5);

    const future = await pay(invoice.id, { paidAt: new Date(Date.now() + 2 * DAY_MS).toISOString() });
    expect(future.status).toBe(400);
    expect(future.body.error).toEqual({ paidAt: ['paidAt cannot be in the future'] });
    const notADate = await pay(invoice.id, { paidAt: 'yesterday' });
    expect(notADate.status).toBe(400);
    expect(Object.keys(notADate.body.error as object)).toEqual(['paidAt']);
    const tooLong = await pay(invoice.id, { reference: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error as object)).toEqual(['reference']);
    const beforeIssue = await pay(invoice.id, { paidAt: new Date(Date.now() - 7 * DAY_MS).toISOString() });
    expect(beforeIssue.status).toBe(422);
    expect(Object.keys(beforeIssue.body.error as object)).toEqual(['paidAt']);
    expect(await storedInvoice(invoice.id)).toEqual({ status: 'OPEN', paid_at: null });
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('lets one of two concurrent payments through and answers the other 409', async () => {
    const client = await postpaidClient();
    const invoice = await invoiceFor(client.id, 3_000, 20);

    const answers = await Promise.all([pay(invoice.id, { reference: 'A' }), pay(invoice.id, { reference: 'B' })]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await balanceOf(client)).toMatchObject({ openInvoicesAmount: 0, overdueInvoicesAmount: 0 });
    expect(await verifyLedger()).toEqual([]);
  });
});
