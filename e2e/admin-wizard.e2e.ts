// Issues 13 and 15, end to end: staff order in a client's name with the back office's wizard (decision 043). They
// open New order, pick the postpaid client (changing the client resets the project), import three orders in step 5
// from an .xlsx whose one bad row is named by position, and place them; the client finds them in her project and the
// history names the staff member. The client page's New order opens the wizard with that client picked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import { Client } from 'pg';
import * as XLSX from 'xlsx';
import { IMPORT_COLUMNS, type ImportRowData } from '@inkwell/contracts';
import { launchBrowser, newPage, stack } from './support/browser';
import { Ledger } from './support/ledger';
import { byRole, choose, click, expectToast, fillField, login, open, pathOf, selectedText, waitForExactText, waitForPath } from './support/ui';
import { storySteps } from './support/story';
import { expectSummary, expectWizardStep, pickClient, waitForPickedClient } from './support/wizard';

const ADMIN = 'admin@demo.test';
const ADMIN_NAME = 'Anna Keller';
const CLIENT = 'client@demo.test';
const CLIENT_NAME = 'Demo Postpaid GmbH';
const OTHER_CLIENT_NAME = 'Demo Prepaid UG';
const PROJECT = 'Wholesale catalogue'; // en-GB, the postpaid client's
const SECOND_PROJECT = 'Trade fair magazine (German)'; // de-DE, the postpaid client's
const OTHER_PROJECT = 'Coffee magazine (German)'; // de-DE, the prepaid client's
const RUN = Date.now();
const titleOf = (position: number) => `Admin wizard ${RUN} text ${position}`;
const SECOND_TITLE = `Admin wizard ${RUN} from the client page`;
/** The file's data rows: the second has fewer max words than min words. */
const ROWS: Partial<ImportRowData>[] = [
  { title: titleOf(1), minWords: 200, maxWords: 300, keywords: ['wholesale', 'catalogue'] },
  { title: titleOf(2), minWords: 500, maxWords: 100 },
  { title: titleOf(3), minWords: 150, maxWords: 250 },
  { title: titleOf(4), minWords: 300, maxWords: 400, comment: 'Short sentences, please.' },
];
const BAD_POSITION = 2;
const GOOD_TITLES = [titleOf(1), titleOf(3), titleOf(4)];

jest.setTimeout(180_000);
const step = storySteps();

let browser: Browser;
let ledger: Ledger;
let db: Client;
let adminPage: Page;
let clientPage: Page;
const seen = { dir: '', clientId: 0, adminId: 0, projectId: 0, firstOrderId: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  [adminPage, clientPage] = await Promise.all([newPage(browser), newPage(browser)]);
  seen.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-admin-wizard-'));
});

afterAll(async () => {
  await db?.end();
  await ledger?.close();
  await browser?.close();
  if (seen.dir) fs.rmSync(seen.dir, { recursive: true, force: true });
});

/** An .xlsx in the template's columns (packages/contracts' IMPORT_COLUMNS) with these data rows, written to a file. */
function spreadsheet(name: string, rows: Partial<ImportRowData>[]): string {
  const header = IMPORT_COLUMNS.map((column) => column.header);
  const cells = rows.map((row) => {
    const values: Partial<Record<keyof ImportRowData, string | number>> = {
      title: row.title ?? '',
      minWords: row.minWords ?? '',
      maxWords: row.maxWords ?? '',
      language: 'en-GB',
      level: 'good',
      service: 'copywriting',
      keywords: (row.keywords ?? []).join(', '),
      comment: row.comment ?? '',
      processingDays: 3,
      linguistType: 'open',
    };
    return IMPORT_COLUMNS.map((column) => values[column.key] ?? null);
  });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...cells]), 'Orders');
  const file = path.join(seen.dir, name);
  fs.writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  return file;
}

/** Chooses the file in step 5's "Import a file" and waits until it has been read. */
async function importFile(page: Page, file: string): Promise<void> {
  const definition = await page.locator(byRole('region', 'Order definition')).waitHandle();
  const input = (await definition.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
}

/** The texts of the step's list of rows the file could not give, once it shows `count` of them. */
async function rowErrors(page: Page, count: number): Promise<string[]> {
  const list = await page.locator(byRole('list', 'Rows that could not be taken')).waitHandle();
  const items = await page.waitForFunction(
    (el, wanted) => {
      const texts = Array.from(el.querySelectorAll('li')).map((li) => (li.textContent ?? '').trim());
      return texts.length === wanted ? texts : false;
    },
    {},
    list,
    count,
  );
  return (await items.jsonValue()) as string[];
}

/** The titles of step 5's orders as the form holds them. */
async function orderTitles(page: Page): Promise<string[]> {
  return page.$$eval('input[id^="order-"][id$="-title"]', (inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

/** Steps 2 to 4 for an open order at the Linguist level, without briefing or layout. */
async function throughLinguistsBriefingAndLayout(page: Page): Promise<void> {
  await expectWizardStep(page, 'Linguists');
  await choose(page, 'Quality Level', 'Linguist');
  await choose(page, 'Copywriting', 'Open to all suitable linguists');
  await click(page, 'button', 'Next');
  await expectWizardStep(page, 'Briefing');
  await click(page, 'button', 'Next');
  await expectWizardStep(page, 'Layout');
  await click(page, 'button', 'Next');
  await expectWizardStep(page, 'Order definition');
}

async function ordersTitled(titles: string[]): Promise<{ id: number; client_id: number; project_id: number; title: string; status: string }[]> {
  const { rows } = await db.query<{ id: number; client_id: number; project_id: number; title: string; status: string }>(
    'SELECT id, client_id, project_id, title, status FROM orders WHERE title = ANY($1) ORDER BY id',
    [titles],
  );
  return rows;
}

describe('issues 13 and 15: staff order for a client with the back office’s wizard and a file', () => {
  step('staff open New order from the navigation: /orders/create asks for a client first', async () => {
    seen.clientId = await ledger.clientId(CLIENT);
    const admins = await db.query<{ id: number }>('SELECT id FROM admins WHERE email = $1', [ADMIN]);
    seen.adminId = admins.rows[0].id;
    await login(adminPage, 'admin', ADMIN);
    await adminPage.locator(`nav ${byRole('link', 'New order')}`).click();
    await waitForPath(adminPage, '/orders/create');
    await adminPage.locator(byRole('heading', 'New order')).wait();
    await expectWizardStep(adminPage, 'Project');
    await waitForExactText(adminPage, 'Please choose a client first.');
  });

  step('they pick another client and its project, then the postpaid client: the project is reset, language and service stay', async () => {
    await pickClient(adminPage, 'prepaid@demo', OTHER_CLIENT_NAME);
    await choose(adminPage, 'Project', OTHER_PROJECT, { prefix: true });
    expect(await selectedText(adminPage, 'Language')).toMatch(/^German/);
    await choose(adminPage, 'Service', 'Copywriting with proofreading');

    await pickClient(adminPage, 'client@demo', CLIENT_NAME);
    // The postpaid client's projects are offered, none of them chosen.
    const project = (await adminPage.locator(byRole('combobox', 'Project')).waitHandle()) as ElementHandle<HTMLSelectElement>;
    await adminPage.waitForFunction(
      (el, wanted) => Array.from(el.options).some((option) => option.text.startsWith(wanted)),
      {},
      project,
      PROJECT,
    );
    expect(await project.evaluate((el) => el.value)).toBe('');
    expect(await project.evaluate((el, other) => Array.from(el.options).some((option) => option.text.startsWith(other)), OTHER_PROJECT)).toBe(false);
    expect(await selectedText(adminPage, 'Language')).toMatch(/^German/);
    expect(await selectedText(adminPage, 'Service')).toBe('Copywriting with proofreading');
  });

  step('they pick the postpaid client’s project, language and service and go through steps 2 to 4', async () => {
    await choose(adminPage, 'Project', PROJECT, { prefix: true });
    expect(await selectedText(adminPage, 'Language')).toMatch(/^English/);
    await choose(adminPage, 'Service', 'Copywriting');
    await click(adminPage, 'button', 'Next');
    await throughLinguistsBriefingAndLayout(adminPage);
  });

  step(`in step 5 a file with a bad row fills the three good ones and names the bad one: 'message. Position ${BAD_POSITION}.'`, async () => {
    await importFile(adminPage, spreadsheet(`orders-${RUN}-with-error.xlsx`, ROWS));
    // Spec: 'message. Position N.', the message naming both columns by their headers.
    expect(await rowErrors(adminPage, 1)).toEqual([`Words max: must be greater than or equal to Words min. Position ${BAD_POSITION}.`]);
    await waitForExactText(adminPage, '3 orders were taken from the file.');
    expect(await orderTitles(adminPage)).toEqual(GOOD_TITLES);
  });

  step('a file with only the good rows reads without errors', async () => {
    await importFile(adminPage, spreadsheet(`orders-${RUN}.xlsx`, ROWS.filter((_row, index) => index + 1 !== BAD_POSITION)));
    // Read once the status is gone, the error list with it, and the rows are taken again.
    await adminPage.waitForFunction(() => {
      const reading = Array.from(document.querySelectorAll('[role="status"]')).some((el) => el.textContent?.includes('Reading the file'));
      const errorList = document.querySelector('ul[aria-label="Rows that could not be taken"]');
      const taken = Array.from(document.querySelectorAll('body *')).some(
        (el) => el.children.length === 0 && (el.textContent ?? '').trim() === '3 orders were taken from the file.',
      );
      return !reading && !errorList && taken;
    });
    expect(await orderTitles(adminPage)).toEqual(GOOD_TITLES);
    await choose(adminPage, 'Processing time', '3 days');
    await click(adminPage, 'button', 'Next');
  });

  step('they review the three orders for the client and create them; the first order’s page opens', async () => {
    await expectWizardStep(adminPage, 'Order review');
    await expectSummary(adminPage, 'Client', CLIENT_NAME);
    await expectSummary(adminPage, 'Project', PROJECT);
    await expectSummary(adminPage, 'Service', 'Copywriting');
    await expectSummary(adminPage, 'Processing time', '3 days');
    const table = await adminPage.locator(byRole('table', 'Orders')).waitHandle();
    expect(await table.$$eval('tbody tr td:first-child', (cells) => cells.map((cell) => cell.textContent))).toEqual(GOOD_TITLES);
    await waitForExactText(adminPage, 'Prices include fees and VAT; the final price follows the words delivered.');
    await click(adminPage, 'button', 'Place 3 orders');
    await expectToast(adminPage, 'The 3 orders were created for the client.');
    await adminPage.waitForFunction(() => /^\/order\/\d+$/.test(location.pathname));
    seen.firstOrderId = Number(pathOf(adminPage).split('/').pop());

    const orders = await ordersTitled(GOOD_TITLES);
    expect(orders.map((order) => order.title)).toEqual(GOOD_TITLES);
    expect(orders[0].id).toBe(seen.firstOrderId);
    expect(new Set(orders.map((order) => order.client_id))).toEqual(new Set([seen.clientId]));
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['open']));
    seen.projectId = orders[0].project_id;
    expect(new Set(orders.map((order) => order.project_id))).toEqual(new Set([seen.projectId]));
    expect(await ordersTitled([titleOf(BAD_POSITION)])).toEqual([]);
  });

  step('the order’s history names the staff member as its creator', async () => {
    await click(adminPage, 'tab', 'History');
    const history = await adminPage.locator(byRole('table', 'Order history')).waitHandle();
    const row = await adminPage.waitForFunction(
      (el, name) => Array.from(el.querySelectorAll('tbody tr')).map((tr) => (tr.textContent ?? '').replace(/\s+/g, ' ')).find((text) => text.includes(name)) ?? false,
      {},
      history,
      ADMIN_NAME,
    );
    const text = (await row.jsonValue()) as string;
    expect(text).toContain(`${ADMIN_NAME} (Admin)`);
    expect(text).toContain('create');

    const { rows } = await db.query<{ action: string; actor_role: string; actor_id: number }>(
      'SELECT h.action, h.actor_role, h.actor_id FROM order_history h JOIN orders o ON o.id = h.order_id WHERE o.title = ANY($1) ORDER BY h.id',
      [GOOD_TITLES],
    );
    expect(rows).toEqual(GOOD_TITLES.map(() => ({ action: 'create', actor_role: 'admin', actor_id: seen.adminId })));
  });

  step('the client finds the three orders in her project', async () => {
    await login(clientPage, 'client', CLIENT);
    await open(clientPage, 'client', `/project/${seen.projectId}`);
    await clientPage.locator(byRole('heading', PROJECT)).wait();
    for (const title of GOOD_TITLES) await clientPage.locator(byRole('link', title)).wait();
  });

  step('the client page’s New order opens the wizard with the client picked, and staff place a second order', async () => {
    await open(adminPage, 'admin', `/client/${seen.clientId}`);
    await adminPage.locator(byRole('heading', CLIENT_NAME)).wait();
    await adminPage.locator(`main ${byRole('link', 'New order')}`).click();
    await waitForPath(adminPage, `/orders/create/-/${seen.clientId}`);
    await expectWizardStep(adminPage, 'Project');
    await waitForPickedClient(adminPage, CLIENT_NAME);
    await choose(adminPage, 'Project', SECOND_PROJECT, { prefix: true });
    expect(await selectedText(adminPage, 'Language')).toMatch(/^German/);
    await choose(adminPage, 'Service', 'Copywriting');
    await click(adminPage, 'button', 'Next');
    await throughLinguistsBriefingAndLayout(adminPage);

    await fillField(adminPage, 'Title', SECOND_TITLE);
    await fillField(adminPage, 'Min words', '100');
    await fillField(adminPage, 'Max words', '200');
    await click(adminPage, 'button', 'Next');
    await expectWizardStep(adminPage, 'Order review');
    await expectSummary(adminPage, 'Client', CLIENT_NAME);
    await expectSummary(adminPage, 'Project', SECOND_PROJECT);
    await click(adminPage, 'button', 'Place order');
    await expectToast(adminPage, 'The order was created for the client.');
    await adminPage.waitForFunction(() => /^\/order\/\d+$/.test(location.pathname));

    const [order] = await ordersTitled([SECOND_TITLE]);
    expect(pathOf(adminPage)).toBe(`/order/${order.id}`);
    expect(order.client_id).toBe(seen.clientId);
    expect(order.project_id).not.toBe(seen.projectId);
    const project = await db.query<{ name: string; client_id: number }>('SELECT name, client_id FROM projects WHERE id = $1', [order.project_id]);
    expect(project.rows).toEqual([{ name: SECOND_PROJECT, client_id: seen.clientId }]);
  });
});
