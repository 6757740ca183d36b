// Issue 16, done when: the writer finishes two orders, staff run the weekly credit notes from the back office and her
// credit note's PDF figures match her positions to the cent, she asks for a payout in her Balance tab, staff make the
// SEPA file (a valid pain.001.001.03, read element by element) and mark it executed, and her balance shows it paid
// out; the accountant's DATEV export of the month books the credit note and the payout as the ledger moved them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Browser, Page } from 'puppeteer-core';
import type { LinguistBalance, LinguistPosition, PayoutDto } from '@inkwell/contracts';
import { pdfText } from '@inkwell/core-api/dist/testing/pdf-text.js';
import { readPain001 } from '@inkwell/core-api/dist/modules/payouts/testing/pain001.js';
import { launchBrowser, newPage, stack } from './support/browser';
import { Ledger } from './support/ledger';
import { euros, eurosInEnglish } from './support/money';
import { storySteps } from './support/story';
import {
  byRole,
  choose,
  click,
  clickInDialog,
  dialog,
  expectToast,
  login,
  open,
  replaceText,
  waitForDialogToClose,
  waitForExactText,
  waitForPath,
} from './support/ui';

const CLIENT = 'prepaid@demo.test';
const WRITER = 'writer@demo.test';
const ADMIN = 'admin@demo.test';
const RUN = Date.now();
const TITLES = [`Payout story A ${RUN}`, `Payout story B ${RUN}`];
const IBAN = 'DE89 3704 0044 0532 0130 00';
const BIC = 'COBADEFFXXX';
const HOLDER = 'Wanda Writer';

const TEXT = [
  'Our guesthouse sits at the edge of the old town, a short walk from the river and the market square.',
  'Every room has a view over the gardens, a wide bed, a desk by the window and fresh linen every day.',
  'Breakfast is served in the winter garden from seven until ten, with bread from the baker next door.',
  'In the evening the terrace is the quiet place to sit with a glass of local wine and watch the swallows.',
  'We lend bicycles for free, so you can ride along the river path to the castle and back before lunch.',
  'Book directly with us and the first coffee of the day is on the house.',
].join(' ');
// Six rounds of the text per order: two orders then pay her more than the 50.00 minimum payout (decision 062).
const ORDER_TEXT = Array.from({ length: 6 }, () => TEXT).join(' ');
const MIN_WORDS = 600;
const MAX_WORDS = 800;
const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

jest.setTimeout(180_000);
const step = storySteps();

/**
 * Types `value` over what the field named `field` holds, as she would: click into it, select its text, type. The
 * demo writer's account keeps the IBAN of an earlier run, and Puppeteer's fill empties a field behind React's back,
 * so the re-render of the previous field's blur put the old IBAN back and the new one was typed after it.
 */
async function typeOver(page: Page, field: string, value: string): Promise<void> {
  const input = await page.locator(byRole('textbox', field)).waitHandle();
  await input.click();
  await input.evaluate((el) => (el as HTMLInputElement).select());
  await page.keyboard.type(value);
  expect(await input.evaluate((el) => (el as HTMLInputElement).value)).toBe(value);
}

let browser: Browser;
let ledger: Ledger;
let db: Client;
let clientPage: Page;
let writerPage: Page;
let adminPage: Page;
let downloads: string;

const seen = {
  writerId: 0,
  orderIds: [] as number[],
  creditNote: { id: 0, number: '', amountNet: 0n, tax: 0n, amountGross: 0n },
  payout: undefined as PayoutDto | undefined,
  payoutAmount: 0n,
  paidOutBefore: 0n,
};
const today = new Date().toISOString().slice(0, 10);
const payable = () => `linguist:${seen.writerId}:payable`;

/** A JSON call through the page's own BFF session, as the app's code makes it. */
async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m, u, b) => {
      const res = await fetch(u, { method: m, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    method,
    url,
    body as never,
  ) as Promise<{ status: number; body: T }>;
}

async function ok<T>(what: string, pending: Promise<{ status: number; body: T }>): Promise<T> {
  const answer = await pending;
  if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Waits for the one finished download with this ending in the story's download folder, and reads it. */
async function downloaded(ending: string): Promise<Buffer> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const files = fs.readdirSync(downloads);
    const found = files.filter((name) => name.endsWith(ending));
    if (found.length === 1 && !files.some((name) => name.endsWith('.crdownload'))) {
      const file = path.join(downloads, found[0] as string);
      const content = fs.readFileSync(file);
      fs.rmSync(file);
      return content;
    }
    if (Date.now() > deadline) throw new Error(`No finished ${ending} download after 20 s: ${JSON.stringify(files)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The value shown under a figure's term in the Balance tab (a definition list named "Your balance"). */
async function figure(page: Page, term: string, expected: string): Promise<void> {
  await page.waitForFunction(
    (wantedTerm, wantedValue) => {
      const list = document.querySelector('dl[aria-label="Your balance"]');
      const dt = Array.from(list?.querySelectorAll('dt') ?? []).find((el) => el.textContent?.trim() === wantedTerm);
      return (dt?.nextElementSibling?.querySelector('strong')?.textContent ?? '').replace(/\s+/g, ' ').trim() === wantedValue;
    },
    {},
    term,
    expected.replace(/\s+/g, ' '),
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  seen.writerId = await ledger.linguistId(WRITER);
  downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-e2e-payouts-'));
  // Staff's downloads (the credit note PDF, the SEPA file) land where the story reads them, as in a user's browser.
  const adminContext = await browser.createBrowserContext({ downloadBehavior: { policy: 'allow', downloadPath: downloads } });
  adminPage = await adminContext.newPage();
  adminPage.setDefaultTimeout(15_000);
  [clientPage, writerPage] = await Promise.all([newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await ledger?.close();
  await db?.end();
  await browser?.close();
  if (downloads) fs.rmSync(downloads, { recursive: true, force: true });
});

describe('issue 16: from two finished orders to a credit note, a SEPA payout and the DATEV export', () => {
  step('the client orders two texts; the writer takes, writes and submits both in the linguist app', async () => {
    await Promise.all([login(clientPage, 'client', CLIENT), login(writerPage, 'linguist', WRITER), login(adminPage, 'admin', ADMIN)]);
    const project = await ok<{ id: number }>('project', api(clientPage, 'POST', '/api/client/project', { name: `Payout story ${RUN}`, language: 'de-DE' }));
    const orders = TITLES.map((title) => ({ title, minWords: MIN_WORDS, maxWords: MAX_WORDS }));
    const created = await ok<{ ids: number[] }>(
      'orders',
      api(clientPage, 'POST', `/api/client/project/${project.id}/orders`, { language: 'de-DE', level: 'professional', type: 'OO', processingDays: 2, orders }),
    );
    seen.orderIds = created.ids;
    expect(seen.orderIds).toHaveLength(2);

    for (const id of seen.orderIds) {
      await open(writerPage, 'linguist', `/order/${id}`);
      await click(writerPage, 'button', 'Take');
      await expectToast(writerPage, 'The order is yours. You can start writing.');
      await replaceText(writerPage, 'Your text', ORDER_TEXT);
      await waitForExactText(writerPage, `${wordsIn(ORDER_TEXT)} words · ordered: ${MIN_WORDS} – ${MAX_WORDS}`);
      await click(writerPage, 'button', 'Submit');
      await clickInDialog(writerPage, 'Submit the text?', 'Submit');
      await expectToast(writerPage, 'Your text has been submitted.');
      await waitForDialogToClose(writerPage, 'Submit the text?');
    }
    const rating = { rating: { content: 5, form: 5, readability: 5, communication: 5 } };
    for (const id of seen.orderIds) await ok('accept', api(clientPage, 'PUT', `/api/client/order/${id}/accept`, rating));
    for (const title of TITLES) expect((await ledger.orderByTitle(title)).status).toBe('accepted');
  });

  step('she keeps her invoicing data (§ 19 small business) and her bank account in her settings', async () => {
    await ok(
      'invoicing settings',
      api(writerPage, 'PATCH', '/api/linguist/settings/invoicing', {
        legalInfo: { legalForm: 'PRIVATE', address: 'Gartenweg 3', zipcode: '01067', city: 'Dresden', country: 'DE', taxNumber: '201/123/45678', taxTreatment: 'SMALL_BUSINESS' },
      }),
    );
    await open(writerPage, 'linguist', '/settings/payment');
    await choose(writerPage, 'Payout method', 'Bank transfer (SEPA)');
    await typeOver(writerPage, 'Account holder', HOLDER);
    await typeOver(writerPage, 'IBAN', IBAN);
    await typeOver(writerPage, 'BIC', BIC);
    await click(writerPage, 'button', 'Save payment settings');
    // Typed as her bank prints it, in groups of four: the form takes it and sends it without the spaces; a refusal
    // fails the story with what the form showed.
    const saved = await writerPage
      .waitForFunction(() => (document.body.textContent ?? '').includes('The payment settings were saved.'), { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    const form = saved ? '' : await writerPage.$eval('form:has(input[name="iban"])', (el) => `${(el.textContent ?? '').replace(/\s+/g, ' ')} | IBAN field: ${JSON.stringify((el.querySelector('input[name="iban"]') as HTMLInputElement | null)?.value)}`);
    expect({ saved, form }).toEqual({ saved: true, form: '' });
    const settings = await ok<{ method: string; iban: string; accountHolder: string }>('payment settings', api(writerPage, 'GET', '/api/linguist/payment'));
    expect(settings).toMatchObject({ method: 'SEPA', iban: IBAN.replace(/\s/g, ''), accountHolder: HOLDER });
  });

  step('staff run the weekly credit notes from the credit-invoices page; her note’s PDF matches her positions to the cent', async () => {
    const payableBefore = await ledger.balance(payable());
    await open(adminPage, 'admin', '/billing/credit-invoices');
    await adminPage.locator(byRole('form', 'Run credit notes')).wait();
    // The period is today's accepted work: React reads a date input's value through its native setter and input event.
    await adminPage.$$eval(
      'form[aria-label="Run credit notes"] input[type="date"]',
      (inputs, value) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        for (const input of inputs as HTMLInputElement[]) {
          setter?.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      },
      today,
    );
    await click(adminPage, 'button', 'Run credit notes');
    await adminPage.waitForFunction(() => /credit notes? written\./.test(document.body.textContent ?? ''));

    const positions = await ok<{ data: LinguistPosition[] }>('positions', api(writerPage, 'GET', '/api/linguist/billing/positions?limit=100'));
    const ours = positions.data.filter((p) => seen.orderIds.includes(p.orderId));
    expect(ours).toHaveLength(2);
    const number = ours[0]?.creditNoteNumber;
    expect(number).toEqual(expect.any(String));
    expect(ours.every((p) => p.creditNoteNumber === number)).toBe(true);
    const onNote = positions.data.filter((p) => p.creditNoteNumber === number);
    const notes = await ok<{ data: { id: number; number: string; amountNet: number; tax: number; amountGross: number }[] }>(
      'credit notes',
      api(writerPage, 'GET', '/api/linguist/billing/invoices?limit=100'),
    );
    const note = notes.data.find((n) => n.number === number);
    if (!note) throw new Error(`Her credit note ${number} is not among her invoices`);
    seen.creditNote = { id: note.id, number: note.number, amountNet: BigInt(note.amountNet), tax: BigInt(note.tax), amountGross: BigInt(note.amountGross) };
    // § 19: no VAT, so what is payable is the net of her positions, to the cent.
    const positionsTotal = onNote.reduce((sum, p) => sum + BigInt(p.amount), 0n);
    expect(seen.creditNote.amountNet).toBe(positionsTotal);
    expect(seen.creditNote.tax).toBe(0n);
    expect(seen.creditNote.amountGross).toBe(positionsTotal);
    expect((await ledger.balance(payable())) - payableBefore).toBe(positionsTotal);

    // Staff download it from the search tab; its figures are her positions'.
    await click(adminPage, 'button', `Download credit note ${note.number} as PDF`);
    const text = await pdfText(await downloaded('.pdf'));
    expect(text).toContain(note.number);
    for (const p of onNote) expect(text).toContain(eurosInEnglish(BigInt(p.amount)));
    expect(text).toMatch(new RegExp(`Net total ${eurosInEnglish(positionsTotal).replace(/[.$€]/g, (c) => `\\${c}`)}`));
    expect(text).toMatch(new RegExp(`Total ${eurosInEnglish(positionsTotal).replace(/[.$€]/g, (c) => `\\${c}`)}`));
  });

  step('she sees it payable in her Balance tab and requests the payout', async () => {
    const balance = await ok<LinguistBalance>('balance', api(writerPage, 'GET', '/api/linguist/billing/balance'));
    seen.paidOutBefore = BigInt(balance.paidOutAmount);
    seen.payoutAmount = BigInt(balance.payableAmount);
    expect(seen.payoutAmount).toBeGreaterThanOrEqual(seen.creditNote.amountGross);
    expect(seen.payoutAmount).toBeGreaterThanOrEqual(BigInt(balance.minimumPayoutAmount));

    await open(writerPage, 'linguist', '/billing/balance');
    await figure(writerPage, 'Payable', euros(seen.payoutAmount));
    await click(writerPage, 'button', 'Request payout');
    await expectToast(writerPage, `Your payout of ${euros(seen.payoutAmount)} is requested.`);
    await waitForExactText(writerPage, 'Your payout request is waiting for staff. You can ask again once it is sent.');
    await figure(writerPage, 'Pending payout', euros(seen.payoutAmount));
    await figure(writerPage, 'Payable', euros(0n));
    const pending = await ok<{ data: PayoutDto[] }>('pending', api(writerPage, 'GET', '/api/linguist/billing/pending'));
    seen.payout = pending.data.find((p) => p.status === 'requested');
    expect(seen.payout).toMatchObject({ amount: Number(seen.payoutAmount), method: 'bank', destination: IBAN });
  });

  step('staff make the SEPA file of her payout: a valid pain.001.001.03 paying her IBAN the amount, to the cent', async () => {
    const payout = seen.payout as PayoutDto;
    const payableBefore = await ledger.balance(payable());
    await click(adminPage, 'button', 'Billing');
    await click(adminPage, 'menuitem', 'Outgoing payments');
    await waitForPath(adminPage, '/billing/payments-outgoing');
    await click(adminPage, 'tab', 'Bank bulk');
    await waitForPath(adminPage, '/billing/payments-outgoing/bank-bulk');
    await click(adminPage, 'checkbox', `Select payout ${payout.id}`);
    await waitForExactText(adminPage, `1 payout selected: ${euros(seen.payoutAmount)}`.replace(/\s+/g, ' '));
    await click(adminPage, 'button', 'Make SEPA file');
    await dialog(adminPage, 'Make a SEPA file?');
    await clickInDialog(adminPage, 'Make a SEPA file?', 'Make and download');
    await waitForDialogToClose(adminPage, 'Make a SEPA file?');

    const file = readPain001((await downloaded('.xml')).toString('utf8'));
    expect(file.numberOfTransactions).toBe(1);
    const [transfer] = file.transfers;
    expect(transfer).toMatchObject({ endToEndId: `PAYOUT-${payout.id}`, holder: HOLDER, iban: IBAN.replace(/\s/g, ''), bic: BIC, currency: 'EUR' });
    expect(BigInt((transfer?.amount ?? '').replace('.', ''))).toBe(seen.payoutAmount);
    expect(file.controlSum).toBe(transfer?.amount);
    // Making the file sent the money: her payable account paid it out to bank clearing in one posting.
    expect(payableBefore - (await ledger.balance(payable()))).toBe(seen.payoutAmount);
    await click(adminPage, 'tab', 'Bank bulk downloaded');
    await adminPage.locator(byRole('button', `Mark payout ${payout.id} executed`)).wait();
  });

  step('staff mark it executed; her balance shows it paid out', async () => {
    const payout = seen.payout as PayoutDto;
    await click(adminPage, 'button', `Mark payout ${payout.id} executed`);
    await clickInDialog(adminPage, `Mark payout ${payout.id} executed?`, 'Mark executed');
    await expectToast(adminPage, `Payout ${payout.id} is paid.`);

    await open(writerPage, 'linguist', '/billing/balance');
    await figure(writerPage, 'Paid out', euros(seen.paidOutBefore + seen.payoutAmount));
    await figure(writerPage, 'Pending payout', euros(0n));
    await waitForExactText(writerPage, 'No payout is pending.');
  });

  step('the DATEV export of the month books her credit note and her payout as the ledger moved them', async () => {
    const payout = seen.payout as PayoutDto;
    const monthStart = `${today.slice(0, 8)}01`;
    const csv = await adminPage.evaluate(async (from, to) => {
      const res = await fetch(`/api/admin/billing/accounting/datev?from=${from}&to=${to}`);
      return { status: res.status, bytes: Array.from(new Uint8Array(await res.arrayBuffer())) };
    }, monthStart, today);
    expect(csv.status).toBe(200);
    const lines = new TextDecoder('windows-1252').decode(new Uint8Array(csv.bytes)).split(/\r?\n/).filter(Boolean);
    const cells = (line: string) => [...line.matchAll(/("([^"]|"")*"|[^;]*)(;|$)/g)].map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1);
    expect(cells(lines[0] as string)[0]).toBe('EXTF');
    const columns = cells(lines[1] as string);
    const rows = lines.slice(2).map(cells);
    const col = (name: string) => columns.indexOf(name);
    const cents = (umsatz: string) => BigInt(umsatz.replace(',', ''));
    const byDocument = (number: string) => rows.filter((row) => row[col('Belegfeld 1')] === number);

    // Belegfeld 1 is the document number: the note's G- number, and the payout's SEPA end-to-end id.
    const creditRows = byDocument(seen.creditNote.number);
    expect(creditRows.map((row) => cents(row[col('Umsatz (ohne Soll/Haben-Kz)')] ?? ''))).toEqual([seen.creditNote.amountGross]);
    const payoutRows = byDocument(`PAYOUT-${payout.id}`);
    expect(payoutRows.map((row) => cents(row[col('Umsatz (ohne Soll/Haben-Kz)')] ?? ''))).toEqual([seen.payoutAmount]);

    // Every payout booked this month sums to what the ledger's payout postings moved this month, to the cent.
    const { rows: moved } = await db.query<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE t.kind = 'payout' AND a.key LIKE 'linguist:%:payable' AND t.created_at >= $1::date AND t.created_at < $2::date + 1`,
      [monthStart, today],
    );
    const bookedPayouts = rows.filter((row) => /^PAYOUT-\d+$/.test(row[col('Belegfeld 1')] ?? '')).reduce((sum, row) => sum + cents(row[col('Umsatz (ohne Soll/Haben-Kz)')] ?? ''), 0n);
    expect(bookedPayouts).toBe(-BigInt(moved[0]?.total ?? '0'));
  });
});
