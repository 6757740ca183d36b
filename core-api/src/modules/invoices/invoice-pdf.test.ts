import { existsSync } from 'node:fs';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { CancelInvoiceResponse, InterfaceLanguage } from '@inkwell/contracts';
import { formatMoney } from '@inkwell/money';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, loginAs } from '../../testing/factories.js';
import { normalizeSpaces, pdfText } from '../../testing/pdf-text.js';
import { formatDate } from './invoice-format.js';
import { runInvoiceForClient } from './invoice-run.js';
import { insertOpenPosition } from './invoices.fixtures.js';
import { closePdfRenderer } from './pdf-renderer.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
const MISSING = `no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`;
// A developer without Chromium may skip the PDFs; CI must render them, so there a missing browser fails.
if (!haveChromium && process.env.CI) {
  test('renders invoice PDFs with the system Chromium', () => {
    throw new Error(`invoice-pdf.test.ts: ${MISSING}; CI renders every invoice PDF`);
  });
} else if (!haveChromium) {
  console.warn(`invoice-pdf.test.ts: SKIPPED — ${MISSING}`);
}
const describeWithChromium = haveChromium ? describe : describe.skip;

let api: TestContext;
let db: Sequelize;

beforeAll(async () => {
  api = await startTestApi({ CHROMIUM_PATH: CHROMIUM });
  db = api.runtime.sequelize;
});

afterAll(async () => {
  await closePdfRenderer();
  await api.close();
});

interface InvoiceFigures {
  id: number;
  number: string;
  amount_net: string;
  tax: string;
  amount_gross: string;
  currency: string;
  issued_at: Date;
  due_at: Date | null;
}

async function figures(invoiceId: number): Promise<InvoiceFigures> {
  const [row] = await db.query<InvoiceFigures>('SELECT * FROM invoices WHERE id = :invoiceId', { type: QueryTypes.SELECT, replacements: { invoiceId } });
  if (!row) throw new Error(`invoice ${invoiceId} not found`);
  return row;
}

async function clientWithInvoice(language: InterfaceLanguage, companyName: string, title: string) {
  const { client, email, password } = await createClient({
    invoicing: 'invoice',
    language,
    billing: { companyName, firstName: 'Greta', lastName: 'Kaiser', address: 'Am Markt 3', zipcode: '04109', city: 'Leipzig', country: 'DE', euVatNumber: 'DE444555666' },
  });
  await insertOpenPosition(db, { clientId: client.id, net: 123_450, tax: 23_456, title, words: 2_469 });
  await insertOpenPosition(db, { clientId: client.id, net: 1_005, tax: 191, title: 'Second text', words: 201 });
  const [invoice] = await runInvoiceForClient(client.id);
  const token = (await loginAs(api, 'client', email, password)).access_token;
  return { client, invoice: invoice!, token };
}

function download(invoiceId: number, token: string, role: 'client' | 'admin' = 'client') {
  return api
    .request()
    .get(`/${role}/billing/invoice/${invoiceId}/download`)
    .auth(token, { type: 'bearer' })
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

function money(amount: string, currency: string, language: InterfaceLanguage): string {
  return normalizeSpaces(formatMoney(BigInt(amount), currency.trim(), language));
}

describeWithChromium('invoice PDF', () => {
  it('prints the number, net, VAT and gross the database holds, in the client’s language, as an attachment', async () => {
    const { invoice, token } = await clientWithInvoice('en', 'Kaffee <b>&</b> Co', '<script>alert(1)</script> Espresso guide');

    const res = await download(invoice.id, token);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(pdf);
    const db = await figures(invoice.id);
    expect(text).toContain('Invoice');
    expect(text).toContain(db.number);
    expect(text).toContain(`Net total ${money(db.amount_net, db.currency, 'en')}`);
    expect(text).toContain(`VAT 19% ${money(db.tax, db.currency, 'en')}`);
    expect(text).toContain(`Total ${money(db.amount_gross, db.currency, 'en')}`);
    expect(money(db.amount_gross, db.currency, 'en')).toBe('€1,481.02');
    expect(text).toContain(normalizeSpaces(formatDate(db.due_at!, 'en')));
    expect(text).toContain('2,469 words');
    // User input is printed as text, never interpreted as markup.
    expect(text).toContain('Kaffee <b>&</b> Co');
    expect(text).toContain('<script>alert(1)</script> Espresso guide');
    expect(text).toContain('DE444555666');
  });

  it('writes a German client’s invoice in German with German number formats', async () => {
    const { invoice, token } = await clientWithInvoice('de', 'Rösterei Süd GmbH', 'Produkttext: Espresso');
    const text = await pdfText((await download(invoice.id, token)).body as Buffer);
    const db = await figures(invoice.id);
    expect(text).toContain('Rechnung');
    expect(text).toContain(`Rechnungsnummer ${db.number}`);
    expect(text).toContain(`Summe netto ${money(db.amount_net, db.currency, 'de')}`);
    expect(text).toContain(`USt. 19 % ${money(db.tax, db.currency, 'de')}`);
    expect(text).toContain(`Gesamtbetrag ${money(db.amount_gross, db.currency, 'de')}`);
    expect(money(db.amount_gross, db.currency, 'de')).toBe('1.481,02 €');
    expect(text).toContain('Rösterei Süd GmbH');
  });

  it('renders once and serves the cached file afterwards, even when the client’s address changes', async () => {
    const { client, invoice, token } = await clientWithInvoice('en', 'Original Name Ltd', 'A text');
    const first = (await download(invoice.id, token)).body as Buffer;
    await db.query("UPDATE client_billing_settings SET company_name = 'New Name Ltd' WHERE client_id = :id", { replacements: { id: client.id } });
    await db.query('DELETE FROM invoice_files WHERE invoice_id = :id', { replacements: { id: invoice.id } });

    const rerendered = (await download(invoice.id, token)).body as Buffer;
    const cached = (await download(invoice.id, token)).body as Buffer;

    // Chromium stamps every rendering with its time: identical bytes mean the cache answered.
    expect(cached.equals(rerendered)).toBe(true);
    const text = await pdfText(rerendered);
    expect(text).toContain('Original Name Ltd');
    expect(text).not.toContain('New Name Ltd');
    expect(first.length).toBeGreaterThan(1_000);
  });

  it('prints a cancellation with negative amounts and the invoice it cancels, for staff too', async () => {
    const { invoice } = await clientWithInvoice('en', 'Storno Test GmbH', 'Cancelled text');
    const staff = await createAdmin({ fakturaAccess: true });
    const staffToken = (await loginAs(api, 'admin', staff.email, staff.password)).access_token;
    const { cancellation } = (await api.request().put(`/admin/billing/invoice/${invoice.id}/cancel`).auth(staffToken, { type: 'bearer' }))
      .body as CancelInvoiceResponse;

    const res = await download(cancellation.id, staffToken, 'admin');

    expect(res.status).toBe(200);
    const text = await pdfText(res.body as Buffer);
    const db = await figures(cancellation.id);
    expect(text).toContain('Cancellation invoice');
    expect(text).toContain(`This document cancels invoice ${invoice.number}`);
    expect(text).toContain(`Total ${money(db.amount_gross, db.currency, 'en')}`);
    expect(money(db.amount_gross, db.currency, 'en')).toBe('-€1,481.02');
    expect(text).toContain('Nothing is to be paid.');
  });
});
