import { QueryTypes, type Sequelize } from 'sequelize';
import type { InvoiceDraftDto, InvoiceDraftListResponse, InvoiceDto, OpenPositionListResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient } from '../../testing/factories.js';
import { tokenFor } from '../orders/testing/order-scenario.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertOpenPosition, invoiceIdOfPosition } from './invoices.fixtures.js';

let api: TestContext;
let db: Sequelize;
let faktura: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
  faktura = tokenFor(api, 'admin', (await createAdmin({ fakturaAccess: true })).admin.id);
  staff = tokenFor(api, 'admin', (await createAdmin({ fakturaAccess: false })).admin.id);
});

afterAll(() => api.close());

const as = (token: string) => ({
  get: (path: string) => api.request().get(path).auth(token, { type: 'bearer' }),
  post: (path: string, body?: object) => api.request().post(path).auth(token, { type: 'bearer' }).send(body),
  put: (path: string, body?: object) => api.request().put(path).auth(token, { type: 'bearer' }).send(body),
  delete: (path: string) => api.request().delete(path).auth(token, { type: 'bearer' }),
});
const admin = () => as(faktura);

async function postpaidClient(): Promise<number> {
  return (await createClient({ invoicing: 'invoice' })).client.id;
}

async function lastNumberOf(year: number): Promise<number> {
  const [row] = await db.query<{ last: number }>('SELECT last FROM invoice_number_counters WHERE year = :year', { type: QueryTypes.SELECT, replacements: { year } });
  return row?.last ?? 0;
}

describe('draft invoices', () => {
  it('collect a client’s open positions and free lines, change, and issue with the next gapless number', async () => {
    const clientId = await postpaidClient();
    const first = await insertOpenPosition(db, { clientId, net: 10_000, tax: 1_900, title: 'Teak care guide' });
    const second = await insertOpenPosition(db, { clientId, net: 2_000, tax: 380, title: 'Oak oil' });

    const created = await admin().post('/admin/billing/invoice-draft', {
      clientId,
      lines: [{ description: 'Express surcharge', amountNet: '50,00', vatRate: '0.19' }],
    });
    expect(created.status).toBe(201);
    const draft = created.body as InvoiceDraftDto;
    expect(draft.lines.map((l) => [l.description, l.billingPositionId, l.amountNet, l.tax])).toEqual([
      ['Teak care guide', first.positionId, 10_000, 1_900],
      ['Oak oil', second.positionId, 2_000, 380],
      ['Express surcharge', null, 5_000, 950],
    ]);
    expect(draft).toMatchObject({ clientId, currency: 'EUR', lineCount: 3, amountNet: 17_000, tax: 3_230, amountGross: 20_230 });

    // A draft takes no number: the year's counter does not move until the draft is issued.
    const year = new Date().getUTCFullYear();
    const before = await lastNumberOf(year);

    const open = (await admin().get(`/admin/billing/client/${clientId}/open-positions`)).body as OpenPositionListResponse;
    expect(open.data.map((p) => [p.id, p.draftId, p.projectName])).toEqual([
      [first.positionId, draft.id, 'Invoice test'],
      [second.positionId, draft.id, 'Invoice test'],
    ]);

    const edited = await admin().put(`/admin/billing/invoice-draft/${draft.id}`, {
      positionIds: [first.positionId],
      lines: [{ description: 'Rush fee', quantity: 2, amountNet: 12.5, vatRate: '0.19' }],
    });
    expect(edited.status).toBe(200);
    expect((edited.body as InvoiceDraftDto).lines.map((l) => [l.description, l.quantity, l.amountNet, l.tax])).toEqual([
      ['Teak care guide', 400, 10_000, 1_900],
      ['Rush fee', 2, 1_250, 238],
    ]);
    expect(await lastNumberOf(year)).toBe(before);

    // The run leaves a drafted position to the draft and invoices only the free one.
    const [run] = await runInvoiceForClient(clientId);
    expect(await invoiceIdOfPosition(db, first.positionId)).toBeNull();
    expect(await invoiceIdOfPosition(db, second.positionId)).toBe(run!.id);

    const issued = await admin().post(`/admin/billing/invoice-draft/${draft.id}/issue`);
    expect(issued.status).toBe(201);
    const invoice = issued.body as InvoiceDto;
    expect(invoice).toMatchObject({ type: 'INVOICE', status: 'OPEN', amountNet: 11_250, tax: 2_138, amountGross: 13_388 });
    expect(invoice.number).toBe(`${year}-${String(before + 2).padStart(6, '0')}`);
    expect(await invoiceIdOfPosition(db, first.positionId)).toBe(invoice.id);
    const detail = await admin().get(`/admin/billing/invoice/${invoice.id}`);
    expect(detail.body.invoice).toMatchObject({ id: invoice.id, clientId, number: invoice.number });
    expect(detail.body.lines.map((l: { description: string; amountGross: number }) => [l.description, l.amountGross])).toEqual([
      ['Teak care guide', 11_900],
      ['Rush fee', 1_488],
    ]);
    expect((await admin().get(`/admin/billing/invoice-draft/${draft.id}`)).status).toBe(404);
  });

  it('refuse another client’s position, a position on another draft and an empty draft, naming the field', async () => {
    const clientId = await postpaidClient();
    const other = await postpaidClient();
    const mine = await insertOpenPosition(db, { clientId, net: 1_000, tax: 190 });
    const theirs = await insertOpenPosition(db, { clientId: other, net: 1_000, tax: 190 });

    const foreign = await admin().post('/admin/billing/invoice-draft', { clientId, positionIds: [theirs.positionId] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error)).toEqual(['positionIds']);

    expect((await admin().post('/admin/billing/invoice-draft', { clientId, positionIds: [mine.positionId] })).status).toBe(201);
    const twice = await admin().post('/admin/billing/invoice-draft', { clientId, positionIds: [mine.positionId] });
    expect(twice.status).toBe(422);
    expect(twice.body.error.positionIds[0]).toMatch(/already on draft/);

    const empty = await admin().post('/admin/billing/invoice-draft', { clientId, positionIds: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.error)).toEqual(['lines']);

    const badLine = await admin().post('/admin/billing/invoice-draft', { clientId, lines: [{ description: '', amountNet: '-5', vatRate: '19%' }] });
    expect(badLine.status).toBe(400);
    expect(Object.keys(badLine.body.error).sort()).toEqual(['lines.0.amountNet', 'lines.0.description', 'lines.0.vatRate'].sort());

    expect((await admin().post('/admin/billing/invoice-draft', { clientId: 999_999_999 })).status).toBe(404);
  });

  it('are listed and deleted, freeing their positions; a held position cannot be deleted, a free one can', async () => {
    const clientId = await postpaidClient();
    const held = await insertOpenPosition(db, { clientId, net: 1_000, tax: 190 });
    const draft = (await admin().post('/admin/billing/invoice-draft', { clientId })).body as InvoiceDraftDto;

    const list = (await admin().get(`/admin/billing/invoice-drafts?clientId=${clientId}`)).body as InvoiceDraftListResponse;
    expect(list).toMatchObject({ total: 1, data: [{ id: draft.id, clientId, lineCount: 1, amountGross: 1_190 }] });

    const refused = await admin().delete(`/admin/billing/position/${held.positionId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(`draft ${draft.id}`);

    expect((await admin().delete(`/admin/billing/invoice-draft/${draft.id}`)).status).toBe(204);
    expect((await admin().delete(`/admin/billing/invoice-draft/${draft.id}`)).status).toBe(404);
    expect((await admin().delete(`/admin/billing/position/${held.positionId}`)).status).toBe(204);
    expect((await admin().delete(`/admin/billing/position/${held.positionId}`)).status).toBe(404);

    const invoiced = await insertOpenPosition(db, { clientId, net: 500, tax: 95 });
    await runInvoiceForClient(clientId);
    expect((await admin().delete(`/admin/billing/position/${invoiced.positionId}`)).status).toBe(409);
  });

  it('regenerate an OPEN invoice: a cancellation, and its positions and free lines on a new draft', async () => {
    const clientId = await postpaidClient();
    const { positionId } = await insertOpenPosition(db, { clientId, net: 3_000, tax: 570, title: 'Wrong address' });
    const draft = (await admin().post('/admin/billing/invoice-draft', { clientId, lines: [{ description: 'Fee', amountNet: '10', vatRate: '0.19' }] })).body as InvoiceDraftDto;
    const invoice = (await admin().post(`/admin/billing/invoice-draft/${draft.id}/issue`)).body as InvoiceDto;

    const res = await admin().put(`/admin/billing/invoice/${invoice.id}/regenerate`);
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ type: 'CANCEL_UNPAID_I', cancelsInvoiceId: invoice.id, amountGross: -invoice.amountGross });
    expect((res.body.draft as InvoiceDraftDto).lines.map((l) => [l.description, l.billingPositionId, l.amountGross])).toEqual([
      ['Wrong address', positionId, 3_570],
      ['Fee', null, 1_190],
    ]);
    expect(await invoiceIdOfPosition(db, positionId)).toBeNull();
    // Cancelled now, it cannot be regenerated twice.
    expect((await admin().put(`/admin/billing/invoice/${invoice.id}/regenerate`)).status).toBe(409);
  });

  it('need invoice access on every call', async () => {
    const clientId = await postpaidClient();
    const without = as(staff);
    expect((await without.get('/admin/billing/invoice-drafts')).status).toBe(403);
    expect((await without.post('/admin/billing/invoice-draft', { clientId })).status).toBe(403);
    expect((await without.get(`/admin/billing/client/${clientId}/open-positions`)).status).toBe(403);
    expect((await without.delete('/admin/billing/position/1')).status).toBe(403);
    expect((await without.put('/admin/billing/invoice/1/regenerate-pdf')).status).toBe(403);
    expect((await without.put('/admin/billing/invoice/1/regenerate')).status).toBe(403);
  });
});
