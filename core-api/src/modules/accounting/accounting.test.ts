import iconv from 'iconv-lite';
import { QueryTypes, type Sequelize } from 'sequelize';
import * as XLSX from 'xlsx';
import type supertest from 'supertest';
import type { AccountingSettingsDto, CancelCreditNoteResult, CreditRunResult, LedgerAuditResponse, TrialBalanceResponse } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, createClient, createLinguist } from '../../testing/factories.js';
import { newLinguist, tokenFor } from '../orders/testing/order-scenario.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { BANK_CLEARING, PAYPAL_CLEARING, PLATFORM_REVENUE, clientAvailable, linguistEarned, linguistPayable } from '../ledger/ledger.accounts.js';
import { postTransaction, type LedgerPosting } from '../ledger/ledger.service.js';
import { insertOpenPosition } from '../invoices/invoices.fixtures.js';
import { runInvoiceForClient } from '../invoices/invoice-run.js';
import { cancelInvoice } from '../invoices/invoice-cancellation.js';
import { BOOKED_DOCUMENT_TYPES, BOOKED_LEDGER_KINDS } from './accounting-exports.js';

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

const today = new Date().toISOString().slice(0, 10);
const binary = (res: supertest.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

function download(path: string, token = faktura) {
  return api
    .request()
    .get(path)
    .set('Authorization', `Bearer ${token}`)
    .buffer(true)
    .parse(binary as never);
}

function post(posting: LedgerPosting) {
  return db.transaction((transaction) => postTransaction(posting, transaction));
}

/** A DATEV file as an accountant's import reads it: Windows-1252, CRLF lines, semicolons, quoted text. */
function parseDatev(bytes: Buffer): { header: string[]; columns: string[]; rows: string[][] } {
  const lines = iconv.decode(bytes, 'win1252').split('\r\n').filter((line) => line !== '');
  // No field this export writes holds a semicolon inside quotes except text, which it never puts there unquoted.
  const split = (line: string) => line.split(';').map((field) => field.replace(/^"(.*)"$/s, '$1').replace(/""/g, '"'));
  const [header, columns, ...rows] = lines.map(split);
  return { header: header!, columns: columns!, rows };
}

const cents = (umsatz: string) => {
  const [units, fraction] = umsatz.split(',');
  return BigInt(units!) * 100n + BigInt(fraction!);
};

const UNKNOWN_NOTE = 2_147_480_001;
const UNKNOWN_PAYOUT = 2_147_480_002;

const settings: AccountingSettingsDto = { consultantNumber: 29098, clientNumber: 55003, chart: 'SKR04', fiscalYearStartMonth: 1, accountLength: 5 };

describe('accounting settings', () => {
  it('are read and changed by staff with invoice access, refused to others and checked field by field', async () => {
    const put = (body: object, token = faktura) => api.request().put('/admin/billing/accounting/settings').set('Authorization', `Bearer ${token}`).send(body);
    expect((await put(settings)).body).toEqual(settings);
    const read = await api.request().get('/admin/billing/accounting/settings').set('Authorization', `Bearer ${faktura}`);
    expect(read.body).toEqual(settings);

    expect((await put(settings, staff)).status).toBe(403);
    const bad = await put({ ...settings, chart: 'SKR99', accountLength: 12 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(['accountLength', 'chart']);
  });
});

describe('GET /admin/billing/accounting/datev', () => {
  it('books every invoice, cancellation, deposit, credit note and payout of the period, in cp1252, summing to the ledger', async () => {
    await api.request().put('/admin/billing/accounting/settings').set('Authorization', `Bearer ${faktura}`).send(settings);
    const { client } = await createClient({ invoicing: 'invoice', billing: { companyName: 'Müller & Söhne GmbH', country: 'DE' } });
    await insertOpenPosition(db, { clientId: client.id, net: 10_000, tax: 1_900, title: 'Gartenmöbel' });
    const [invoice] = await runInvoiceForClient(client.id);
    await insertOpenPosition(db, { clientId: client.id, net: 2_000, tax: 380 });
    const [second] = await runInvoiceForClient(client.id);
    const { cancellation } = await cancelInvoice(second!.id);

    const { client: prepaid } = await createClient();
    await post({ kind: 'deposit', reference: `deposit:${prepaid.id}0`, currency: 'EUR', entries: [{ account: BANK_CLEARING, amount: -50_000n }, { account: clientAvailable(prepaid.id), amount: 50_000n }] });
    const { linguist } = await createLinguist({ lastName: 'Weiß' });
    await post({ kind: 'linguist_credit', currency: 'EUR', entries: [{ account: PLATFORM_REVENUE, amount: -7_000n }, { account: linguistEarned(linguist.id), amount: 7_000n }] });
    await post({ kind: 'credit_note', reference: `credit-note:${UNKNOWN_NOTE}`, currency: 'EUR', entries: [{ account: linguistEarned(linguist.id), amount: -7_000n }, { account: linguistPayable(linguist.id), amount: 7_000n }] });
    await post({ kind: 'payout', reference: `payout:${UNKNOWN_PAYOUT}`, currency: 'EUR', entries: [{ account: linguistPayable(linguist.id), amount: -7_000n }, { account: PAYPAL_CLEARING, amount: 7_000n }] });

    const res = await download(`/admin/billing/accounting/datev?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="EXTF_Buchungsstapel-${today}-${today}.csv"`);
    const { header, columns, rows } = parseDatev(res.body as Buffer);

    const day = today.replace(/-/g, '');
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header.slice(10, 16)).toEqual(['29098', '55003', `${today.slice(0, 4)}0101`, '5', day, day]);
    expect(header[26]).toBe('04');
    expect(columns.slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen']);
    expect(columns[columns.length - 1]).toBe('Buchungstext');

    const col = (name: string) => columns.indexOf(name);
    const byDocument = (number: string) => rows.filter((row) => row[col('Belegfeld 1')] === number);
    const [invoiceRow] = byDocument(invoice!.number);
    expect(invoiceRow).toBeDefined();
    expect(invoiceRow![col('Umsatz (ohne Soll/Haben-Kz)')]).toBe('119,00');
    expect(invoiceRow![col('Soll/Haben-Kennzeichen')]).toBe('S');
    expect(invoiceRow![col('Konto')]).toBe(String(100_000 + client.id));
    expect(invoiceRow![col('Gegenkonto (ohne BU-Schlüssel)')]).toBe('4200');
    expect(invoiceRow![col('BU-Schlüssel')]).toBe('3');
    expect(invoiceRow![col('Belegdatum')]).toBe(`${today.slice(8, 10)}${today.slice(5, 7)}`);
    // The umlauts of the addressee survive the round trip through Windows-1252.
    expect(invoiceRow![col('Buchungstext')]).toBe(`Rechnung ${invoice!.number} Müller & Söhne GmbH`);
    // A cancellation reverses its invoice: the same amount on the other side.
    expect(byDocument(cancellation.number).map((row) => [row[0], row[1]])).toEqual([['23,80', 'H']]);

    // A note credit notes' face does not know keeps its ledger reference; other test files' real notes and payouts share
    // this database and today, so these ids are ones no file writes.
    const [credit] = byDocument(`credit-note-${UNKNOWN_NOTE}`);
    expect(credit!.slice(col('Konto'), col('Gegenkonto (ohne BU-Schlüssel)') + 1)).toEqual(['5900', String(700_000 + linguist.id)]);
    const payout = byDocument(`PAYOUT-${UNKNOWN_PAYOUT}`);
    expect(payout.map((row) => [row[0], row[1], row[col('Konto')], row[col('Gegenkonto (ohne BU-Schlüssel)')]])).toEqual([['70,00', 'S', String(700_000 + linguist.id), '1460']]);

    // Ledger bookings sum to what the ledger moved in those kinds over the period, to the cent.
    // Only the booked documents' numbers: a credit note's ledger booking carries its own number (other test files in
    // this database write real ones today), and it is a ledger row, not a document row.
    const documentNumbers = new Set(
      (
        await db.query<{ number: string }>('SELECT number FROM invoices WHERE issued_at::date = :today AND type IN (:types)', {
          type: QueryTypes.SELECT,
          replacements: { today, types: [...BOOKED_DOCUMENT_TYPES] },
        })
      ).map((r) => r.number),
    );
    const ledgerRows = rows.filter((row) => !documentNumbers.has(row[col('Belegfeld 1')]!));
    const [moved] = await db.query<{ total: string }>(
      `SELECT COALESCE(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::text AS total
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE t.created_at >= :from AND t.created_at < :from::date + 1 AND t.kind IN (:kinds)`,
      { type: QueryTypes.SELECT, replacements: { from: today, kinds: [...BOOKED_LEDGER_KINDS] } },
    );
    expect(ledgerRows.reduce((sum, row) => sum + cents(row[0]!), 0n)).toBe(BigInt(moved!.total));

    // Document bookings sum to the documents' gross, cancellations counted negative.
    const [issued] = await db.query<{ total: string }>(
      'SELECT COALESCE(sum(amount_gross), 0)::text AS total FROM invoices WHERE issued_at::date = :today AND type IN (:types)',
      { type: QueryTypes.SELECT, replacements: { today, types: [...BOOKED_DOCUMENT_TYPES] } },
    );
    const signed = (row: string[]) => (row[1] === 'S' ? cents(row[0]!) : -cents(row[0]!));
    expect(rows.filter((row) => documentNumbers.has(row[col('Belegfeld 1')]!)).reduce((sum, row) => sum + signed(row), 0n)).toBe(BigInt(issued!.total));
  });

  it('names a credit note, its cancellation and a payout by their document numbers in Belegfeld 1', async () => {
    await api.request().put('/admin/billing/accounting/settings').set('Authorization', `Bearer ${faktura}`).send(settings);
    const linguist = await newLinguist(api, { firstName: 'Greta', lastName: 'Gutschrift' });
    const invoicing = { legalForm: 'PRIVATE', address: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE', taxTreatment: 'SMALL_BUSINESS', taxNumber: '21/815/08150' };
    expect((await api.request().patch('/linguist/settings/invoicing').set('Authorization', `Bearer ${linguist.token}`).send({ legalInfo: invoicing })).status).toBe(200);
    const { client } = await createClient();
    const projectId = await insertProject(db, { clientId: client.id });
    // A week of accepted work no other test of this file has: the run credits exactly this order (800 × 0.05 = 40.00).
    const week = { from: '2032-02-02', to: '2032-02-08' };
    const orderId = await insertOrder(db, { clientId: client.id, projectId, status: 'accepted', writerId: linguist.id, finalWords: 800, writerPayPerWord: '0.05', acceptedAt: new Date('2032-02-04T12:00:00Z') });
    await post({ kind: 'linguist_credit', reference: `order:${orderId}`, currency: 'EUR', entries: [{ account: PLATFORM_REVENUE, amount: -4_000n }, { account: linguistEarned(linguist.id), amount: 4_000n }] });

    const admin = (method: 'post' | 'put', path: string, body?: object) => api.request()[method](path).set('Authorization', `Bearer ${faktura}`).send(body);
    const run = (await admin('post', '/admin/billing/credit-invoices/run', week)).body as CreditRunResult;
    const note = run.written.find((written) => written.linguistId === linguist.id)!;
    expect(note.number).toMatch(/^G-\d{4}-\d{6}$/);
    const cancelled = (await admin('put', `/admin/billing/credit-invoice/${note.id}/cancel`)).body as CancelCreditNoteResult;
    const cancellationNumber = cancelled.cancellation.number;
    expect(cancellationNumber).not.toBe(note.number);
    // A payout of another linguist's payable money (hers went back with the cancellation).
    const { linguist: payee } = await createLinguist();
    await post({ kind: 'linguist_credit', currency: 'EUR', entries: [{ account: PLATFORM_REVENUE, amount: -1_000n }, { account: linguistPayable(payee.id), amount: 1_000n }] });
    await post({ kind: 'payout', reference: 'payout:4711', currency: 'EUR', entries: [{ account: linguistPayable(payee.id), amount: -1_000n }, { account: BANK_CLEARING, amount: 1_000n }] });

    const { columns, rows } = parseDatev((await download(`/admin/billing/accounting/datev?from=${today}&to=${today}`)).body as Buffer);
    const col = (name: string) => columns.indexOf(name);
    const of = (linguistId: number) => {
      const creditor = String(700_000 + linguistId);
      return rows
        .filter((row) => row[col('Konto')] === creditor || row[col('Gegenkonto (ohne BU-Schlüssel)')] === creditor)
        .map((row) => [row[col('Belegfeld 1')], row[0], row[1], row[col('Buchungstext')]]);
    };
    expect(of(linguist.id)).toEqual([
      [note.number, '40,00', 'S', `Gutschrift Übersetzer/Autor ${note.number}`],
      [cancellationNumber, '40,00', 'H', `Storno Gutschrift ${cancellationNumber}`],
    ]);
    expect(of(payee.id)).toEqual([['PAYOUT-4711', '10,00', 'S', 'Auszahlung PAYOUT-4711']]);
  });

  it('answers 403 without invoice access and 400 naming the field for a bad period', async () => {
    expect((await download(`/admin/billing/accounting/datev?from=${today}&to=${today}`, staff)).status).toBe(403);
    const backwards = await api.request().get('/admin/billing/accounting/datev?from=2026-03-02&to=2026-03-01').set('Authorization', `Bearer ${faktura}`);
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.body.error)).toEqual(['to']);
    const notADate = await api.request().get('/admin/billing/accounting/datev?from=2026-02-30&to=soon').set('Authorization', `Bearer ${faktura}`);
    expect(notADate.status).toBe(400);
    expect(Object.keys(notADate.body.error).sort()).toEqual(['from', 'to']);
  });
});

describe('debtors and creditors', () => {
  it('export every client and linguist with their personal account, in cp1252', async () => {
    const { client } = await createClient({ billing: { companyName: 'Bäckerei Öztürk', country: 'DE', euVatNumber: 'DE123456789' } });
    const { linguist } = await createLinguist({ firstName: 'Zoë', lastName: 'Größ' });
    await db.query(
      `INSERT INTO linguist_payment_settings (linguist_id, method, account_holder, iban, bic)
       VALUES (:id, 'SEPA', 'Zoë Größ', 'DE89370400440532013000', 'COBADEFFXXX')`,
      { replacements: { id: linguist.id } },
    );

    const debtors = parseDatev((await download('/admin/billing/accounting/debtors')).body as Buffer);
    expect(debtors.header.slice(0, 5)).toEqual(['EXTF', '700', '16', 'Debitoren/Kreditoren', '5']);
    const debtor = debtors.rows.find((row) => row[0] === String(100_000 + client.id));
    expect(debtor?.slice(0, 7)).toEqual([String(100_000 + client.id), 'Bäckerei Öztürk', '', '', '2', 'DE', '123456789']);

    const creditors = parseDatev((await download('/admin/billing/accounting/creditors')).body as Buffer);
    const creditor = creditors.rows.find((row) => row[0] === String(700_000 + linguist.id));
    expect(creditor?.slice(0, 5)).toEqual([String(700_000 + linguist.id), '', 'Größ', 'Zoë', '1']);
    expect(creditor?.slice(-3)).toEqual(['DE89370400440532013000', 'COBADEFFXXX', 'Zoë Größ']);
    expect(debtor?.slice(-3)).toEqual(['', '', '']);
  });
});

describe('trial balance', () => {
  it('shows each account’s opening, movements and closing, totals that balance to zero, and exports the same as CSV and XLSX', async () => {
    const { client } = await createClient();
    await post({ kind: 'deposit', currency: 'EUR', entries: [{ account: BANK_CLEARING, amount: -12_345n }, { account: clientAvailable(client.id), amount: 12_345n }] });

    const res = await api.request().get(`/admin/billing/accounting/balance?from=${today}&to=${today}&limit=100`).set('Authorization', `Bearer ${faktura}`);
    expect(res.status).toBe(200);
    const body = res.body as TrialBalanceResponse;
    expect(body.total).toBeGreaterThan(0);
    for (const totals of body.totals) {
      expect(totals.opening).toBe(0);
      expect(totals.closing).toBe(0);
      expect(totals.increases).toBe(totals.decreases);
    }

    const csv = (await download(`/admin/billing/accounting/balance/export?from=${today}&to=${today}`)).body.toString('utf8') as string;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Account,Currency,Opening,Increases,Decreases,Closing');
    expect(lines).toContain(`client:${client.id}:available,EUR,0.00,123.45,0.00,123.45`);

    const xlsx = await download(`/admin/billing/accounting/balance/export?from=${today}&to=${today}&format=xlsx`);
    const sheet = XLSX.read(xlsx.body as Buffer, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(sheet.Sheets['Trial balance']!, { header: 1 });
    expect(rows[0]).toEqual(['Account', 'Currency', 'Opening', 'Increases', 'Decreases', 'Closing']);
    expect(rows).toContainEqual([`client:${client.id}:available`, 'EUR', 0, 123.45, 0, 123.45]);
  });
});

describe('ledger audit', () => {
  it('finds no drift in a sound ledger, and names the account whose cached balance drifted', async () => {
    const audit = (await api.request().post('/admin/billing/accounting/ledger-audit').set('Authorization', `Bearer ${faktura}`)).body as LedgerAuditResponse;
    expect(audit.audit).toMatchObject({ discrepancyCount: 0, discrepancies: [] });
    expect(audit.audit!.accountsChecked).toBeGreaterThan(0);

    const { client } = await createClient();
    await post({ kind: 'deposit', currency: 'EUR', entries: [{ account: BANK_CLEARING, amount: -100n }, { account: clientAvailable(client.id), amount: 100n }] });
    const key = clientAvailable(client.id);
    await db.query("UPDATE ledger_accounts SET balance = balance + 1 WHERE key = :key AND currency = 'EUR'", { replacements: { key } });
    try {
      const drifted = (await api.request().post('/admin/billing/accounting/ledger-audit').set('Authorization', `Bearer ${faktura}`)).body as LedgerAuditResponse;
      expect(drifted.audit!.discrepancyCount).toBe(1);
      expect(drifted.audit!.discrepancies).toEqual([{ problem: 'balance_mismatch', account: key, currency: 'EUR', difference: 1 }]);
      const latest = (await api.request().get('/admin/billing/accounting/ledger-audit').set('Authorization', `Bearer ${faktura}`)).body as LedgerAuditResponse;
      expect(latest.audit!.discrepancyCount).toBe(1);
    } finally {
      await db.query("UPDATE ledger_accounts SET balance = balance - 1 WHERE key = :key AND currency = 'EUR'", { replacements: { key } });
    }
    expect((await api.request().get('/admin/billing/accounting/ledger-audit').set('Authorization', `Bearer ${staff}`)).status).toBe(403);
  });
});
