import { existsSync } from 'node:fs';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { CancelCreditNoteResult, CreditNoteList, CreditRunResult, CronErrorList, LinguistEarnings, LinguistPositionList, OutboxMailDto, Page } from '@inkwell/contracts';
import { startTestApi, type TestContext } from '../../testing/test-runtime.js';
import { createAdmin, uniqueEmail } from '../../testing/factories.js';
import { normalizeSpaces, pdfText } from '../../testing/pdf-text.js';
import { BANK_CLEARING, PLATFORM_REVENUE, getAccountBalance, linguistEarned, linguistPayable, postTransaction, verifyLedger } from '../ledger/index.js';
import { closePdfRenderer } from '../invoices/index.js';
import { insertOrder, insertProject } from '../orders/order-queries.fixtures.js';
import { expectStatus, newClient, newLinguist, tokenFor, type Actor } from '../orders/testing/order-scenario.js';
import { previousWeek } from './credit-note-run.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const itWithChromium = existsSync(CHROMIUM) ? it : it.skip;

let api: TestContext;
let db: Sequelize;
let staff: string;
let clerk: string;
let vera: Actor; // VAT-liable, German
let sami: Actor; // small business, German
let nobody: Actor; // no invoicing data
let clientId: number;
let projectId: number;
const veraEmail = uniqueEmail('vera');

// A week no other test writes work into, so the run sees only these orders.
const WEEK = { from: '2031-01-06', to: '2031-01-12' };
const IN_WEEK = (day: number, hour = 12) => new Date(Date.UTC(2031, 0, day, hour));

function send(method: 'get' | 'put' | 'post' | 'patch', path: string, token: string, body?: object) {
  const request = api.request()[method](path).set('Authorization', `Bearer ${token}`);
  return body ? request.send(body) : request;
}

/** An accepted order with the credit the accept posts: words × rate to her earned account. */
async function acceptedWork(linguist: Actor, words: number, rate: string, acceptedAt: Date, title = 'Spring catalogue'): Promise<number> {
  const orderId = await insertOrder(db, { clientId, projectId, title, status: 'accepted', writerId: linguist.id, finalWords: words, writerPayPerWord: rate, acceptedAt });
  const [units, cents] = [BigInt(words) * BigInt(Math.round(Number(rate) * 1_000_000)), 10_000n];
  const pay = (units + cents / 2n) / cents; // half-up to cents of a six-decimal rate
  await db.transaction((transaction) =>
    postTransaction(
      {
        kind: 'linguist_credit',
        reference: `order:${orderId}`,
        currency: 'EUR',
        entries: [
          { account: PLATFORM_REVENUE, amount: -pay },
          { account: linguistEarned(linguist.id), amount: pay },
        ],
      },
      transaction,
    ),
  );
  return orderId;
}

/** The credit-note mails written to her outbox, oldest first. */
async function creditNoteMails(recipient: string): Promise<OutboxMailDto[]> {
  const res = await expectStatus(api.request().get('/admin/outbox').query({ recipient }).set('Authorization', `Bearer ${staff}`), 200);
  return (res.body as Page<OutboxMailDto>).data.filter((mail) => mail.template.startsWith('credit-note-')).reverse();
}

async function setInvoicing(linguist: Actor, legalInfo: object) {
  await expectStatus(send('patch', '/linguist/settings/invoicing', linguist.token, { legalInfo }), 200);
}

beforeAll(async () => {
  api = await startTestApi({ CHROMIUM_PATH: CHROMIUM });
  db = api.runtime.sequelize;
  staff = tokenFor(api, 'admin', (await createAdmin({ fakturaAccess: true })).admin.id);
  clerk = tokenFor(api, 'admin', (await createAdmin()).admin.id);
  vera = await newLinguist(api, { email: veraEmail, firstName: 'Vera', lastName: 'Vat', language: 'de' });
  sami = await newLinguist(api, { firstName: 'Sami', lastName: 'Small' });
  nobody = await newLinguist(api, { firstName: 'Nora', lastName: 'Nobody' });
  const client = await newClient(api);
  clientId = client.id;
  projectId = await insertProject(db, { clientId });
  const german = { legalForm: 'PRIVATE', address: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE' };
  await setInvoicing(vera, { ...german, taxTreatment: 'VAT_LIABLE', EUVATNumber: 'DE123456789' });
  await setInvoicing(sami, { ...german, taxTreatment: 'SMALL_BUSINESS', taxNumber: '21/815/08150' });
  await acceptedWork(vera, 400, '0.045', IN_WEEK(6, 9), 'Bike tours in Saxony'); // 18.00
  await acceptedWork(vera, 333, '0.033333', IN_WEEK(12, 23)); // 11.099889 → 11.10
  await acceptedWork(vera, 500, '0.05', IN_WEEK(13, 0)); // the Monday after: not this week
  await acceptedWork(sami, 1000, '0.02', IN_WEEK(8)); // 20.00
  await acceptedWork(nobody, 200, '0.03', IN_WEEK(9)); // 6.00
});

afterAll(async () => {
  await closePdfRenderer();
  await api.close();
});

let veraNoteId: number;

describe('the credit run', () => {
  it('takes last week, Monday to Sunday, as the weekly job’s period', () => {
    expect(previousWeek(new Date('2031-01-13T03:00:00Z'))).toEqual(WEEK);
    expect(previousWeek(new Date('2031-01-19T23:59:00Z'))).toEqual(WEEK);
  });

  it('writes one note per linguist with her tax treatment, moves earned to payable, and records who could not be credited', async () => {
    const result = (await expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, WEEK), 200)).body as CreditRunResult;
    const byLinguist = new Map(result.written.map((note) => [note.linguistId, note]));
    expect(byLinguist.get(vera.id)).toMatchObject({ type: 'CREDIT', status: 'OPEN', taxTreatment: 'VAT_LIABLE', amountNet: 2910, tax: 553, amountGross: 3463, lineCount: 2 });
    expect(byLinguist.get(sami.id)).toMatchObject({ taxTreatment: 'SMALL_BUSINESS', amountNet: 2000, tax: 0, amountGross: 2000, lineCount: 1 });
    expect(byLinguist.has(nobody.id)).toBe(false);
    expect(result.failed).toEqual([{ linguistId: nobody.id, message: expect.stringMatching(/no invoicing data/) }]);
    // gapless, in a series of its own
    const numbers = result.written.map((n) => n.number).sort();
    expect(numbers[0]).toMatch(/^G-\d{4}-\d{6}$/);
    veraNoteId = byLinguist.get(vera.id)!.id;

    // She is told in her language, with the gross and a link to her credit notes, once the note has committed.
    const [mail, ...more] = await creditNoteMails(veraEmail);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ template: 'credit-note-issued', language: 'de', subject: `Ihre Inkwell-Gutschrift ${byLinguist.get(vera.id)!.number}` });
    expect(mail?.textBody).toMatch(/^Hallo Vera,/);
    expect(mail?.textBody).toMatch(/vom 06\.01\.2031 – 12\.01\.2031 abgenommene Arbeit ausgestellt: 34,63\s€/);
    expect(mail?.textBody).toContain('/billing/invoices');

    expect(await getAccountBalance(linguistEarned(vera.id), 'EUR')).toBe(2500n); // the Monday after stays earned
    expect(await getAccountBalance(linguistPayable(vera.id), 'EUR')).toBe(3463n);
    expect(await getAccountBalance(linguistEarned(sami.id), 'EUR')).toBe(0n);
    expect(await getAccountBalance(linguistPayable(sami.id), 'EUR')).toBe(2000n);
    expect(await verifyLedger()).toEqual([]);

    const errors = (await expectStatus(send('get', '/admin/billing/credit-invoices/cron-errors', staff), 200)).body as CronErrorList;
    expect(errors.data[0]).toMatchObject({ job: 'credit-notes', linguistId: nobody.id, linguistName: 'Nora Nobody', periodFrom: WEEK.from, periodTo: WEEK.to });
  });

  it('numbers notes without gaps in their own series', async () => {
    const rows = await db.query<{ year: number; sequence: number }>('SELECT year, sequence FROM credit_notes WHERE year = 2031 OR year = :year ORDER BY year, sequence', {
      type: QueryTypes.SELECT,
      replacements: { year: new Date().getUTCFullYear() },
    });
    for (let i = 1; i < rows.length; i += 1) {
      if (rows[i]!.year === rows[i - 1]!.year) expect(rows[i]!.sequence).toBe(rows[i - 1]!.sequence + 1);
    }
  });

  it('writes nothing twice when the period runs again', async () => {
    const again = (await expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, WEEK), 200)).body as CreditRunResult;
    expect(again.written.filter((n) => n.linguistId === vera.id || n.linguistId === sami.id)).toEqual([]);
    const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM credit_notes WHERE linguist_id IN (:ids) AND type = 'CREDIT'", {
      type: QueryTypes.SELECT,
      replacements: { ids: [vera.id, sami.id] },
    });
    expect(row?.n).toBe(2);
    expect((await creditNoteMails(veraEmail)).map((mail) => mail.template)).toEqual(['credit-note-issued']);
  });

  it('writes one note when two runs of a period race', async () => {
    const racer = await newLinguist(api, { firstName: 'Rita', lastName: 'Race' });
    await setInvoicing(racer, { legalForm: 'PRIVATE', address: 'Ring 1', zipcode: '04109', city: 'Leipzig', country: 'DE' });
    await acceptedWork(racer, 300, '0.04', new Date(Date.UTC(2031, 1, 4, 12)));
    const period = { from: '2031-02-03', to: '2031-02-09' };
    const runs = await Promise.all([1, 2, 3].map(() => expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, period), 200)));
    const written = runs.flatMap((res) => (res.body as CreditRunResult).written).filter((n) => n.linguistId === racer.id);
    expect(written).toHaveLength(1);
    expect(await getAccountBalance(linguistPayable(racer.id), 'EUR')).toBe(1200n);
    expect(await verifyLedger()).toEqual([]);
  });

  it('refuses a period that ends before it starts or is no date, naming the field, and staff without invoice access', async () => {
    const backwards = await expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, { from: '2031-01-12', to: '2031-01-06' }), 400);
    expect(Object.keys((backwards.body as { error: object }).error)).toEqual(['to']);
    await expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, { from: '2031-02-30', to: '2031-03-01' }), 400);
    await expectStatus(send('post', '/admin/billing/credit-invoices/run', clerk, WEEK), 403);
    await expectStatus(send('get', '/admin/billing/credit-invoices', clerk), 403);
  });
});

describe('a linguist’s billing', () => {
  it('lists her own notes and positions only, and answers 404 for another linguist’s note', async () => {
    const notes = (await expectStatus(send('get', '/linguist/billing/invoices', vera.token), 200)).body as CreditNoteList;
    expect(notes.data.map((n) => n.id)).toEqual([veraNoteId]);
    const samis = (await expectStatus(send('get', '/linguist/billing/invoices', sami.token), 200)).body as CreditNoteList;
    expect(samis.data.map((n) => n.id)).not.toContain(veraNoteId);
    await expectStatus(send('get', `/linguist/billing/invoice/${veraNoteId}/download`, sami.token), 404);
    await expectStatus(send('get', '/linguist/billing/invoice/999999999/download', sami.token), 404);

    const positions = (await expectStatus(send('get', '/linguist/billing/positions?limit=10', vera.token), 200)).body as LinguistPositionList;
    expect(positions.total).toBe(3);
    expect(positions.data.map((p) => [p.words, p.ratePerWord, p.amount, p.creditNoteId])).toEqual([
      [500, '0.050000', 2500, null],
      [333, '0.033333', 1110, veraNoteId],
      [400, '0.045000', 1800, veraNoteId],
    ]);
    const open = (await expectStatus(send('get', '/linguist/billing/positions?state=open', vera.token), 200)).body as LinguistPositionList;
    expect(open.total).toBe(1);
  });

  it('sums her earnings per client', async () => {
    const earnings = (await expectStatus(send('get', '/linguist/billing/earnings', vera.token), 200)).body as LinguistEarnings;
    expect(earnings).toMatchObject({ currency: 'EUR', total: 5410 });
    expect(earnings.byMonth).toHaveLength(12);
    expect(earnings.byClient).toEqual([{ clientId, clientName: expect.any(String), amount: 5410 }]);
  });

  itWithChromium('prints her note in her language, figures matching her positions to the cent', async () => {
    const res = await send('get', `/linguist/billing/invoice/${veraNoteId}/download`, vera.token).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = normalizeSpaces(await pdfText(res.body as Buffer));
    expect(text).toContain('Gutschrift');
    expect(text).toContain('Bike tours in Saxony');
    expect(text).toContain('18,00 €');
    expect(text).toContain('11,10 €');
    expect(text).toContain('29,10 €');
    expect(text).toContain('5,53 €');
    expect(text).toContain('34,63 €');
    expect(text).toContain('DE123456789');
  });
});

describe('cancelling and regenerating', () => {
  it('cancels a note with a CANCEL_CREDIT, moving its money back and freeing its work', async () => {
    const result = (await expectStatus(send('put', `/admin/billing/credit-invoice/${veraNoteId}/cancel`, staff), 200)).body as CancelCreditNoteResult;
    expect(result.creditNote).toMatchObject({ id: veraNoteId, status: 'CANCELED' });
    expect(result.cancellation).toMatchObject({ type: 'CANCEL_CREDIT', amountNet: -2910, tax: -553, amountGross: -3463, cancelsCreditNoteId: veraNoteId, lineCount: 2 });
    expect(await getAccountBalance(linguistPayable(vera.id), 'EUR')).toBe(0n);
    expect(await getAccountBalance(linguistEarned(vera.id), 'EUR')).toBe(5410n);
    await expectStatus(send('put', `/admin/billing/credit-invoice/${veraNoteId}/cancel`, staff), 409);
    await expectStatus(send('put', `/admin/billing/credit-invoice/${result.cancellation.id}/cancel`, staff), 409);
    expect(await verifyLedger()).toEqual([]);
    // One mail for the one cancellation, naming both documents; the refused second cancel mails nobody.
    const cancelled = (await creditNoteMails(veraEmail)).filter((mail) => mail.template === 'credit-note-cancelled');
    expect(cancelled.map((mail) => mail.subject)).toEqual([`Ihre Inkwell-Gutschrift ${result.creditNote.number} wurde storniert`]);
    expect(cancelled[0]?.textBody).toMatch(new RegExp(`mit der Stornogutschrift ${result.cancellation.number} \\(\\S?34,63\\s€\\) storniert`));

    const rerun = (await expectStatus(send('post', '/admin/billing/credit-invoices/run', staff, WEEK), 200)).body as CreditRunResult;
    const replacement = rerun.written.find((n) => n.linguistId === vera.id);
    expect(replacement).toMatchObject({ amountGross: 3463, lineCount: 2 });
    veraNoteId = replacement!.id;
  });

  it('regenerates a note from her current tax treatment', async () => {
    await setInvoicing(vera, { legalForm: 'PRIVATE', address: 'Hauptstraße 5', zipcode: '10115', city: 'Berlin', country: 'DE', taxTreatment: 'SMALL_BUSINESS' });
    const result = (await expectStatus(send('put', `/admin/billing/credit-invoice/${veraNoteId}/regenerate`, staff), 200)).body as CancelCreditNoteResult;
    expect(result.replacement).toMatchObject({ taxTreatment: 'SMALL_BUSINESS', amountNet: 2910, tax: 0, amountGross: 2910 });
    expect(await getAccountBalance(linguistPayable(vera.id), 'EUR')).toBe(2910n);
    expect(await verifyLedger()).toEqual([]);
  });

  it('refuses to cancel a note whose money was paid out', async () => {
    const samis = (await expectStatus(send('get', `/admin/billing/credit-invoices?linguistId=${sami.id}&type=CREDIT`, staff), 200)).body as CreditNoteList;
    const note = samis.data[0]!;
    await db.transaction((transaction) =>
      postTransaction(
        { kind: 'payout', currency: 'EUR', entries: [{ account: linguistPayable(sami.id), amount: -1500n }, { account: BANK_CLEARING, amount: 1500n }] },
        transaction,
      ),
    );
    const refused = await expectStatus(send('put', `/admin/billing/credit-invoice/${note.id}/cancel`, staff), 409);
    expect((refused.body as { message: string }).message).toMatch(/paid out/);
    expect(await getAccountBalance(linguistPayable(sami.id), 'EUR')).toBe(500n);
  });

  it('searches notes by number and by the linguist’s name', async () => {
    const byName = (await expectStatus(send('get', '/admin/billing/credit-invoices?search=Small', staff), 200)).body as CreditNoteList;
    expect(byName.data.every((n) => n.linguistId === sami.id)).toBe(true);
    expect(byName.total).toBeGreaterThan(0);
    const number = byName.data[0]!.number;
    const byNumber = (await expectStatus(send('get', `/admin/billing/credit-invoices?search=${number}`, staff), 200)).body as CreditNoteList;
    expect(byNumber.data.map((n) => n.number)).toEqual([number]);
  });

  it('shows staff the drafts a run would write and every linguist’s positions', async () => {
    const drafts = (await expectStatus(send('get', '/admin/billing/credit-invoices/drafts?from=2031-01-13&to=2031-01-19', staff), 200)).body as { data: { linguistId: number; amountNet: number; lineCount: number }[] };
    expect(drafts.data).toEqual([expect.objectContaining({ linguistId: vera.id, amountNet: 2500, lineCount: 1 })]);
    const positions = (await expectStatus(send('get', `/admin/billing/credit-invoices/positions?linguistId=${sami.id}`, staff), 200)).body as LinguistPositionList;
    expect(positions.data.map((p) => p.amount)).toEqual([2000]);
  });
});
