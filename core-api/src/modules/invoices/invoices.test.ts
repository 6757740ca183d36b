import { QueryTypes, type Sequelize } from 'sequelize';
import type {
  AdminInvoiceListResponse,
  BillingPositionListResponse,
  CancelInvoiceResponse,
  ClientBalance,
  InvoiceListResponse,
  InvoiceRunResponse,
} from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, loginAs } from '../../testing/factories.js';
import { onDepositCreated, onDepositPaid } from '../deposits/deposit-invoicing.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertDeposit, insertOpenPosition, invoiceIdOfPosition, markDepositPaid } from './invoices.fixtures.js';

let api: TestContext;
let db: Sequelize;
let fakturaToken: string;
let staffToken: string;

const DAY_MS = 24 * 60 * 60 * 1000;

// This file runs without Chromium, to see downloads fail cleanly; invoice-pdf.test.ts prints for real.
const NO_CHROMIUM = '/nonexistent/chromium';

beforeAll(async () => {
  api = await startTestApi({ CHROMIUM_PATH: NO_CHROMIUM });
  db = api.runtime.sequelize;
  const faktura = await createAdmin({ fakturaAccess: true });
  fakturaToken = (await loginAs(api, 'admin', faktura.email, faktura.password)).access_token;
  const staff = await createAdmin({ fakturaAccess: false });
  staffToken = (await loginAs(api, 'admin', staff.email, staff.password)).access_token;
});

afterAll(() => api.close());

interface Tenant {
  id: number;
  token: string;
}

async function postpaidClient(overrides: Parameters<typeof createClient>[0] = {}): Promise<Tenant> {
  const { client, email, password } = await createClient({ invoicing: 'invoice', ...overrides });
  return { id: client.id, token: (await loginAs(api, 'client', email, password)).access_token };
}

function get(path: string, token: string) {
  return api.request().get(path).auth(token, { type: 'bearer' });
}

/** An OPEN invoice of `gross` (net + 19 %) issued `daysAgo` days ago. */
async function invoiceFor(clientId: number, net: number, options: { daysAgo?: number; title?: string } = {}) {
  const tax = Math.round(net * 0.19);
  const { positionId } = await insertOpenPosition(db, { clientId, net, tax, title: options.title });
  const [invoice] = await runInvoiceForClient(clientId, {}, { now: new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS) });
  if (!invoice) throw new Error('no invoice written');
  return { invoice, positionId };
}

async function setPaid(invoiceId: number): Promise<void> {
  await db.query("UPDATE invoices SET status = 'PAID', paid_at = now() WHERE id = :invoiceId", { replacements: { invoiceId } });
}

describe('GET /client/billing/invoices', () => {
  it('answers the caller’s documents newest first, never another client’s', async () => {
    const me = await postpaidClient();
    const other = await postpaidClient();
    const { invoice: older } = await invoiceFor(me.id, 1_000, { daysAgo: 40 });
    const { invoice: newer } = await invoiceFor(me.id, 2_000, { daysAgo: 1 });
    await invoiceFor(other.id, 9_000);

    const res = await get('/client/billing/invoices', me.token);

    expect(res.status).toBe(200);
    const body = res.body as InvoiceListResponse;
    expect(body.total).toBe(2);
    expect(body.data.map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toEqual(newer);
  });

  it('filters by status and type and pages with the total of every match', async () => {
    const me = await postpaidClient();
    const { invoice: paid } = await invoiceFor(me.id, 1_000, { daysAgo: 3 });
    await setPaid(paid.id);
    await invoiceFor(me.id, 2_000, { daysAgo: 2 });
    const { invoice: newest } = await invoiceFor(me.id, 3_000, { daysAgo: 1 });
    const depositId = await insertDeposit(db, { clientId: me.id, method: 'BANK', net: 5_000 });
    await db.transaction((t) => onDepositCreated(depositId, t));

    const open = (await get('/client/billing/invoices?status=OPEN&type=INVOICE&limit=1', me.token)).body as InvoiceListResponse;
    expect(open.total).toBe(2);
    expect(open.data.map((i) => i.id)).toEqual([newest.id]);

    const paidOnly = (await get('/client/billing/invoices?status=PAID', me.token)).body as InvoiceListResponse;
    expect(paidOnly.data.map((i) => i.id)).toEqual([paid.id]);

    const deposits = (await get('/client/billing/invoices?type=DEPOSIT', me.token)).body as InvoiceListResponse;
    expect(deposits.data).toEqual([expect.objectContaining({ type: 'DEPOSIT', status: 'OPEN', amountGross: 5_000 })]);

    const both = (await get('/client/billing/invoices?type=INVOICE,DEPOSIT&limit=0', me.token)).body as InvoiceListResponse;
    expect(both).toEqual({ data: [], total: 4 });
  });

  it('names the offending filter with 400', async () => {
    const me = await postpaidClient();
    const res = await get('/client/billing/invoices?status=LOST&limit=500', me.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/status/);
    expect(res.body.message).toMatch(/limit/);
  });

  it('is for clients only', async () => {
    expect((await api.request().get('/client/billing/invoices')).status).toBe(401);
    expect((await get('/client/billing/invoices', fakturaToken)).status).toBe(403);
  });
});

describe('GET /client/billing/positions', () => {
  it('answers open and invoiced positions with their order, newest first, and the gross of every match', async () => {
    const me = await postpaidClient();
    const other = await postpaidClient();
    const first = await insertOpenPosition(db, { clientId: me.id, net: 1_000, tax: 190, title: 'Landing page', acceptedAt: new Date(Date.now() - 3 * DAY_MS) });
    const [invoice] = await runInvoiceForClient(me.id);
    const second = await insertOpenPosition(db, { clientId: me.id, net: 2_000, tax: 380, title: 'About us', acceptedAt: new Date(Date.now() - DAY_MS) });
    await insertOpenPosition(db, { clientId: other.id, net: 7_000, tax: 1_330 });

    const all = (await get('/client/billing/positions?limit=1', me.token)).body as BillingPositionListResponse;
    expect(all.total).toBe(2);
    expect(all.totalGross).toBe(3_570);
    expect(all.data).toEqual([
      {
        id: second.positionId,
        orderId: second.orderId,
        orderTitle: 'About us',
        projectId: second.projectId,
        projectName: 'Invoice test',
        amountNet: 2_000,
        tax: 380,
        amountGross: 2_380,
        currency: 'EUR',
        invoiceId: null,
        createdAt: expect.any(String),
      },
    ]);

    const invoiced = (await get('/client/billing/positions?invoiced=invoiced', me.token)).body as BillingPositionListResponse;
    expect(invoiced).toMatchObject({ total: 1, totalGross: 1_190, data: [{ id: first.positionId, invoiceId: invoice!.id, orderTitle: 'Landing page' }] });

    const open = (await get('/client/billing/positions?invoiced=open', me.token)).body as BillingPositionListResponse;
    expect(open).toMatchObject({ total: 1, totalGross: 2_380, data: [{ id: second.positionId }] });
  });

  it('refuses an unknown state with 400 naming the field', async () => {
    const me = await postpaidClient();
    const res = await get('/client/billing/positions?invoiced=maybe', me.token);
    expect(res.status).toBe(400);
    expect(res.body.error).toHaveProperty('invoiced');
  });
});

describe('GET /client/billing/invoice/:id/download', () => {
  it('answers 404 JSON for another client’s invoice and for none', async () => {
    const me = await postpaidClient();
    const other = await postpaidClient();
    const { invoice } = await invoiceFor(other.id, 1_000);

    for (const id of [invoice.id, 2_000_000_000]) {
      const res = await get(`/client/billing/invoice/${id}/download`, me.token);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.message).toBe('Invoice not found');
    }
    expect((await get('/client/billing/invoice/abc/download', me.token)).status).toBe(400);
  });

  it('answers 503 with a plain message, not a 500, when Chromium is missing', async () => {
    const me = await postpaidClient();
    const { invoice } = await invoiceFor(me.id, 1_000);

    const res = await get(`/client/billing/invoice/${invoice.id}/download`, me.token);

    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Invoice PDFs cannot be produced right now; please try again in a few minutes');
    expect(JSON.stringify(res.body)).not.toContain(NO_CHROMIUM);
  });
});

describe('admin invoice calls', () => {
  it('refuse an admin without fakturaAccess with 403 naming the missing access, on every call', async () => {
    const { client } = await createClient({ invoicing: 'invoice' });
    const { invoice } = await invoiceFor(client.id, 1_000);
    const calls = [
      api.request().get('/admin/billing/invoices'),
      api.request().get(`/admin/billing/invoice/${invoice.id}/download`),
      api.request().post('/admin/billing/invoice-run').send({ clientId: client.id }),
      api.request().put(`/admin/billing/invoice/${invoice.id}/cancel`),
    ];
    for (const call of calls) {
      const res = await call.auth(staffToken, { type: 'bearer' });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/fakturaAccess/);
    }
    const [{ status }] = await db.query<{ status: string }>('SELECT status FROM invoices WHERE id = :id', { type: QueryTypes.SELECT, replacements: { id: invoice.id } });
    expect(status).toBe('OPEN');
  });

  it('list every client’s documents with who they are for, filtered by client', async () => {
    const { client } = await createClient({ invoicing: 'invoice', billing: { companyName: 'Bohnen & Söhne OHG' } });
    const { invoice } = await invoiceFor(client.id, 4_000);
    const res = await get(`/admin/billing/invoices?clientId=${client.id}&status=OPEN`, fakturaToken);
    expect(res.status).toBe(200);
    expect(res.body as AdminInvoiceListResponse).toEqual({ total: 1, data: [{ ...invoice, clientId: client.id, clientName: 'Bohnen & Söhne OHG' }] });

    const everyone = (await get('/admin/billing/invoices?limit=100', fakturaToken)).body as AdminInvoiceListResponse;
    expect(new Set(everyone.data.map((i) => i.clientId)).size).toBeGreaterThan(1);
    expect(everyone.data).toContainEqual({ ...invoice, clientId: client.id, clientName: 'Bohnen & Söhne OHG' });
    expect(everyone.data.map((i) => i.issuedAt)).toEqual([...everyone.data.map((i) => i.issuedAt)].sort().reverse());
  });

  it('run the invoice run for one client', async () => {
    const { client } = await createClient({ invoicing: 'invoice' });
    const { positionId } = await insertOpenPosition(db, { clientId: client.id, net: 12_345, tax: 2_346 });

    const res = await api.request().post('/admin/billing/invoice-run').auth(fakturaToken, { type: 'bearer' }).send({ clientId: client.id });

    expect(res.status).toBe(200);
    const { invoices } = res.body as InvoiceRunResponse;
    expect(invoices).toEqual([expect.objectContaining({ type: 'INVOICE', status: 'OPEN', amountNet: 12_345, tax: 2_346, amountGross: 14_691 })]);
    expect(await invoiceIdOfPosition(db, positionId)).toBe(invoices[0]!.id);

    const again = await api.request().post('/admin/billing/invoice-run').auth(fakturaToken, { type: 'bearer' }).send({ clientId: client.id });
    expect(again.body).toEqual({ invoices: [] });
  });

  it('answer 400 for a run without a client and 404 for an unknown one', async () => {
    const missing = await api.request().post('/admin/billing/invoice-run').auth(fakturaToken, { type: 'bearer' }).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toHaveProperty('clientId');
    const unknown = await api.request().post('/admin/billing/invoice-run').auth(fakturaToken, { type: 'bearer' }).send({ clientId: 2_000_000_000 });
    expect(unknown.status).toBe(404);
  });

  it('download any client’s document', async () => {
    const { client } = await createClient({ invoicing: 'invoice' });
    const { invoice } = await invoiceFor(client.id, 1_000);
    // Reaching the renderer (503 without Chromium) shows the admin passed both the access check and the lookup.
    expect((await get(`/admin/billing/invoice/${invoice.id}/download`, fakturaToken)).status).toBe(503);
    expect((await get('/admin/billing/invoice/2000000000/download', fakturaToken)).status).toBe(404);
  });
});

describe('PUT /admin/billing/invoice/:id/cancel', () => {
  function cancel(id: number) {
    return api.request().put(`/admin/billing/invoice/${id}/cancel`).auth(fakturaToken, { type: 'bearer' });
  }

  it('cancels an OPEN invoice with a CANCEL_UNPAID_I document and opens its positions again', async () => {
    const me = await postpaidClient();
    const { invoice, positionId } = await invoiceFor(me.id, 10_000);

    const res = await cancel(invoice.id);

    expect(res.status).toBe(200);
    const { invoice: canceled, cancellation } = res.body as CancelInvoiceResponse;
    expect(canceled).toEqual({ ...invoice, status: 'CANCELED' });
    expect(cancellation).toMatchObject({
      type: 'CANCEL_UNPAID_I',
      status: 'PAID',
      amountNet: -10_000,
      tax: -1_900,
      amountGross: -11_900,
      cancelsInvoiceId: invoice.id,
      dueAt: null,
    });
    expect(cancellation.number).not.toBe(invoice.number);
    expect(Number(cancellation.number.slice(5))).toBe(Number(invoice.number.slice(5)) + 1);
    expect(await invoiceIdOfPosition(db, positionId)).toBeNull();

    // The next run bills the position again, on a new invoice.
    const [corrected] = await runInvoiceForClient(me.id);
    expect(corrected).toMatchObject({ amountGross: 11_900, status: 'OPEN' });
    expect(await invoiceIdOfPosition(db, positionId)).toBe(corrected!.id);

    const listed = (await get('/client/billing/invoices?type=CANCEL_UNPAID_I', me.token)).body as InvoiceListResponse;
    expect(listed.data).toEqual([cancellation]);
  });

  it('cancels a PAID invoice with a CANCEL_PAID_INV document, keeping its positions invoiced', async () => {
    const me = await postpaidClient();
    const { invoice, positionId } = await invoiceFor(me.id, 5_000);
    await setPaid(invoice.id);

    const res = await cancel(invoice.id);

    expect(res.status).toBe(200);
    const body = res.body as CancelInvoiceResponse;
    expect(body.invoice).toMatchObject({ id: invoice.id, status: 'PAID' });
    expect(body.cancellation).toMatchObject({ type: 'CANCEL_PAID_INV', status: 'OPEN', amountGross: -5_950, cancelsInvoiceId: invoice.id });
    expect(await invoiceIdOfPosition(db, positionId)).toBe(invoice.id);
  });

  it('refuses a second cancellation with 409 and writes no second document', async () => {
    const me = await postpaidClient();
    const { invoice } = await invoiceFor(me.id, 1_000);
    await setPaid(invoice.id);
    expect((await cancel(invoice.id)).status).toBe(200);
    const again = await cancel(invoice.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already cancelled/);

    const { invoice: open } = await invoiceFor(me.id, 1_000);
    expect((await cancel(open.id)).status).toBe(200);
    expect((await cancel(open.id)).status).toBe(409);

    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices WHERE cancels_invoice_id IN (:ids)', {
      type: QueryTypes.SELECT,
      replacements: { ids: [invoice.id, open.id] },
    });
    expect(n).toBe(2);
  });

  it('cancels one document once when two admins cancel it at the same moment', async () => {
    const me = await postpaidClient();
    const { invoice } = await invoiceFor(me.id, 1_000);
    const answers = await Promise.all([cancel(invoice.id), cancel(invoice.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses deposit invoices and cancellation documents with 422', async () => {
    const { client } = await createClient();
    const depositId = await insertDeposit(db, { clientId: client.id, method: 'BANK', net: 5_000 });
    await db.transaction((t) => onDepositCreated(depositId, t));
    const [{ invoice_id: depositInvoiceId }] = await db.query<{ invoice_id: number }>('SELECT invoice_id FROM deposits WHERE id = :depositId', {
      type: QueryTypes.SELECT,
      replacements: { depositId },
    });
    const deposit = await cancel(depositInvoiceId);
    expect(deposit.status).toBe(422);
    expect(deposit.body.message).toMatch(/DEPOSIT/);

    const me = await postpaidClient();
    const { invoice } = await invoiceFor(me.id, 1_000);
    const { cancellation } = (await cancel(invoice.id)).body as CancelInvoiceResponse;
    expect((await cancel(cancellation.id)).status).toBe(422);
    expect((await cancel(2_000_000_000)).status).toBe(404);
  });
});

describe('the balance’s open and overdue invoices', () => {
  it('sums OPEN invoices by due date, leaving paid, cancelled and deposit invoices out', async () => {
    const me = await postpaidClient();
    await invoiceFor(me.id, 1_000, { daysAgo: 2 }); // due in 12 days: open, 1_190
    await invoiceFor(me.id, 2_000, { daysAgo: 20 }); // due 6 days ago: overdue, 2_380
    await invoiceFor(me.id, 3_000, { daysAgo: 30 }); // overdue, 3_570
    const { invoice: paid } = await invoiceFor(me.id, 4_000, { daysAgo: 30 });
    await setPaid(paid.id);
    const { invoice: canceled } = await invoiceFor(me.id, 5_000, { daysAgo: 30 });
    await api.request().put(`/admin/billing/invoice/${canceled.id}/cancel`).auth(fakturaToken, { type: 'bearer' });
    const depositId = await insertDeposit(db, { clientId: me.id, method: 'BANK', net: 9_999 });
    await db.transaction((t) => onDepositCreated(depositId, t));
    const paidDepositId = await insertDeposit(db, { clientId: me.id, method: 'BANK', net: 8_888 });
    await db.transaction((t) => onDepositCreated(paidDepositId, t));
    await markDepositPaid(db, paidDepositId);
    await db.transaction((t) => onDepositPaid(paidDepositId, t));

    const res = await get('/client/billing/balance', me.token);

    expect(res.status).toBe(200);
    // Overdue: 2_380 + 3_570. The cancelled invoice's position is open again and waits for the next invoice.
    expect(res.body as ClientBalance).toMatchObject({ openInvoicesAmount: 1_190, overdueInvoicesAmount: 5_950, nextInvoiceReservedAmount: 5_950, currency: 'EUR' });
  });
});
