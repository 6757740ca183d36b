import { QueryTypes, type Sequelize } from 'sequelize';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createClient } from '../../testing/factories.js';
import { runInvoiceForClient, runMonthlyInvoices, startOfMonth } from './invoice-run.js';
import { insertOpenPosition, invoiceCount, invoiceIdOfPosition } from './invoices.fixtures.js';
import type { InvoiceLineRow } from './invoices.model.js';

let api: TestContext;
let db: Sequelize;

beforeAll(async () => {
  api = await startTestApi();
  db = api.runtime.sequelize;
});

afterAll(() => api.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function postpaidClient(overrides: Parameters<typeof createClient>[0] = {}) {
  return (await createClient({ invoicing: 'invoice', ...overrides })).client;
}

async function linesOf(invoiceId: number): Promise<InvoiceLineRow[]> {
  return db.query<InvoiceLineRow>('SELECT * FROM invoice_lines WHERE invoice_id = :invoiceId ORDER BY position', {
    type: QueryTypes.SELECT,
    replacements: { invoiceId },
  });
}

describe('runInvoiceForClient', () => {
  it('turns the open positions up to the period end into one OPEN invoice due in 14 days', async () => {
    const client = await postpaidClient();
    const first = await insertOpenPosition(db, { clientId: client.id, net: 2_000, tax: 380, title: 'Blog post: filter coffee', words: 400, acceptedAt: new Date('2087-01-10T09:00:00Z') });
    const second = await insertOpenPosition(db, { clientId: client.id, net: 1_001, tax: 190, title: 'FAQ', words: 200, acceptedAt: new Date('2087-01-31T23:59:59Z') });
    const later = await insertOpenPosition(db, { clientId: client.id, net: 5_000, tax: 950, acceptedAt: new Date('2087-02-01T00:00:00Z') });
    const now = new Date('2087-02-01T02:00:00Z');

    const invoices = await runInvoiceForClient(client.id, { end: new Date('2087-02-01T00:00:00Z') }, { now });

    expect(invoices).toEqual([
      {
        id: expect.any(Number),
        number: expect.stringMatching(/^2087-\d{6}$/),
        type: 'INVOICE',
        status: 'OPEN',
        amountNet: 3_001,
        tax: 570,
        amountGross: 3_571,
        currency: 'EUR',
        issuedAt: now.toISOString(),
        dueAt: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
        paidAt: null,
        cancelsInvoiceId: null,
      },
    ]);
    const invoiceId = invoices[0]!.id;
    expect(await invoiceIdOfPosition(db, first.positionId)).toBe(invoiceId);
    expect(await invoiceIdOfPosition(db, second.positionId)).toBe(invoiceId);
    expect(await invoiceIdOfPosition(db, later.positionId)).toBeNull();
    expect(await linesOf(invoiceId)).toEqual([
      expect.objectContaining({ position: 1, description: 'Blog post: filter coffee', quantity: 400, order_id: first.orderId, amount_net: '2000', tax: '380', amount_gross: '2380' }),
      expect.objectContaining({ position: 2, description: 'FAQ', quantity: 200, order_id: second.orderId, amount_net: '1001', tax: '190', amount_gross: '1191' }),
    ]);
  });

  it('freezes the billing address and language at issue', async () => {
    const client = await postpaidClient({
      language: 'de',
      billing: { companyName: 'Rösterei Nord GmbH', address: 'Hafenweg 1', zipcode: '20457', city: 'Hamburg', country: 'DE', euVatNumber: 'DE111222333', email: 'rechnung@roesterei.test' },
    });
    await insertOpenPosition(db, { clientId: client.id, net: 100, tax: 19 });
    const [invoice] = await runInvoiceForClient(client.id);
    await db.query("UPDATE client_billing_settings SET company_name = 'Renamed AG' WHERE client_id = :id", { replacements: { id: client.id } });

    const [row] = await db.query<{ billing_address: Record<string, unknown>; language: string }>(
      'SELECT billing_address, language FROM invoices WHERE id = :id',
      { type: QueryTypes.SELECT, replacements: { id: invoice!.id } },
    );
    expect(row?.language).toBe('de');
    expect(row?.billing_address).toMatchObject({ companyName: 'Rösterei Nord GmbH', city: 'Hamburg', euVatNumber: 'DE111222333', email: 'rechnung@roesterei.test' });
  });

  it('writes nothing when nothing is open', async () => {
    const client = await postpaidClient();
    expect(await runInvoiceForClient(client.id)).toEqual([]);
    expect(await invoiceCount(db, client.id)).toBe(0);
  });

  it('writes one invoice per currency', async () => {
    const client = await postpaidClient();
    await insertOpenPosition(db, { clientId: client.id, net: 1_000, tax: 190, currency: 'EUR' });
    await insertOpenPosition(db, { clientId: client.id, net: 3_000, tax: 600, currency: 'GBP', vat: '0.2' });
    const invoices = await runInvoiceForClient(client.id);
    expect(invoices.map((i) => [i.currency, i.amountGross])).toEqual([
      ['EUR', 1_190],
      ['GBP', 3_600],
    ]);
  });

  it('writes one invoice when two runs for the same client start at the same moment', async () => {
    const client = await postpaidClient();
    const positions = await Promise.all([1, 2, 3].map((n) => insertOpenPosition(db, { clientId: client.id, net: n * 1_000, tax: n * 190 })));

    const runs = await Promise.all([runInvoiceForClient(client.id), runInvoiceForClient(client.id)]);

    expect(runs.map((r) => r.length).sort()).toEqual([0, 1]);
    const [invoice] = runs.flat();
    expect(invoice?.amountGross).toBe(7_140);
    expect(await invoiceCount(db, client.id)).toBe(1);
    for (const { positionId } of positions) expect(await invoiceIdOfPosition(db, positionId)).toBe(invoice?.id);
  });

  it('gives runs for different clients at the same moment consecutive numbers', async () => {
    const clients = await Promise.all([postpaidClient(), postpaidClient(), postpaidClient()]);
    for (const client of clients) await insertOpenPosition(db, { clientId: client.id, net: 500, tax: 95 });
    const now = new Date('2088-03-01T02:00:00Z');

    const runs = await Promise.all(clients.map((client) => runInvoiceForClient(client.id, {}, { now })));

    expect(runs.flat().map((i) => i.number).sort()).toEqual(['2088-000001', '2088-000002', '2088-000003']);
  });

  it('answers 404 for a client that does not exist', async () => {
    await expect(runInvoiceForClient(2_000_000_000)).rejects.toMatchObject({ httpStatus: 404 });
  });
});

describe('runMonthlyInvoices', () => {
  afterEach(async () => {
    await db.query('DROP TRIGGER IF EXISTS invoices_test_failure ON invoices; DROP FUNCTION IF EXISTS invoices_test_failure()');
  });

  it('invoices every client’s positions of the months before, and a failing client stops no other', async () => {
    const now = new Date('2089-06-01T02:00:00Z');
    const [good, failing, recent] = await Promise.all([postpaidClient(), postpaidClient(), postpaidClient()]);
    const goodPosition = await insertOpenPosition(db, { clientId: good.id, net: 4_000, tax: 760, acceptedAt: new Date('2089-05-20T10:00:00Z') });
    const failingPosition = await insertOpenPosition(db, { clientId: failing.id, net: 1_000, tax: 190, acceptedAt: new Date('2089-05-02T10:00:00Z') });
    const recentPosition = await insertOpenPosition(db, { clientId: recent.id, net: 1_000, tax: 190, acceptedAt: new Date('2089-06-01T00:30:00Z') });
    // A real failure inside the failing client's transaction, after its positions are locked and a number taken.
    await db.query(`
      CREATE FUNCTION invoices_test_failure() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.client_id = ${failing.id} THEN RAISE EXCEPTION 'simulated failure for client %', NEW.client_id; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER invoices_test_failure BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_test_failure();
    `);

    const result = await runMonthlyInvoices(now);

    expect(result.failed).toEqual([{ clientId: failing.id, error: expect.objectContaining({ message: expect.stringContaining('simulated failure') }) }]);
    const goodRun = result.invoiced.find((r) => r.clientId === good.id);
    expect(goodRun?.invoices).toEqual([expect.objectContaining({ amountGross: 4_760, issuedAt: now.toISOString() })]);
    expect(result.invoiced.find((r) => r.clientId === recent.id)).toBeUndefined();
    expect(await invoiceIdOfPosition(db, goodPosition.positionId)).toBe(goodRun?.invoices[0]?.id);
    expect(await invoiceIdOfPosition(db, failingPosition.positionId)).toBeNull();
    expect(await invoiceIdOfPosition(db, recentPosition.positionId)).toBeNull();
    // The failed client's number went back: the year stays gapless.
    const numbers = result.invoiced.flatMap((r) => r.invoices).filter((i) => i.number.startsWith('2089-')).map((i) => i.number).sort();
    expect(numbers).toEqual(numbers.map((_, i) => `2089-${String(i + 1).padStart(6, '0')}`));
  });

  it('cuts the period at the first instant of the month, in UTC', () => {
    expect(startOfMonth(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfMonth(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
