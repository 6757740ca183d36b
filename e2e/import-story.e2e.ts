// Issue 13, end to end: the prepaid client fills the downloaded template with 25 orders (3 of them wrong), uploads
// it, sees the 3 errors by position and accepts; the progress reaches 22 created / 3 failed without a reload; a writer
// delivers one of the orders, the client accepts it and exports it to her WordPress site, where the post appears.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import * as XLSX from 'xlsx';
import { launchBrowser, newPage, stack } from './support/browser';
import { Ledger } from './support/ledger';
import { byRole, choose, click, clickInDialog, detail, dialog, expectToast, fillField, login, open, replaceText, waitForDialogToClose, waitForExactText, waitForPath } from './support/ui';
import { storySteps } from './support/story';

const CLIENT = 'prepaid@demo.test';
const WRITER = 'writer@demo.test';
const PROJECT = 'Coffee shop relaunch';
const RUN = Date.now();
const titleOf = (position: number) => `Import story ${RUN} text ${position}`;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The three rows the checks refuse, by position, and why. */
const WRONG: Record<number, Record<string, string | number>> = {
  4: { 'Words min': 500, 'Words max': 100 },
  11: { Language: 'xx-XX' },
  19: { 'Deadline days': 9 },
};
const MIN_WORDS = 100;
const MAX_WORDS = 120;
// Plain words without digits or punctuation inside, so counting words is counting spaces.
const SENTENCE = 'The Corner Cup reopens this spring with a fresh look and a menu built around seasonal coffee and warm cake';
const TEXT = Array.from({ length: 6 }, () => SENTENCE).join(' ').split(' ').slice(0, 110).join(' ');

jest.setTimeout(180_000);
const step = storySteps();

let browser: Browser;
let ledger: Ledger;
let clientPage: Page;
let writerPage: Page;
const seen = { importId: 0, projectId: 0, orderId: 0, template: Buffer.alloc(0), file: '' };

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  [clientPage, writerPage] = await Promise.all([newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await ledger?.close();
  await browser?.close();
  if (seen.file) fs.rmSync(path.dirname(seen.file), { recursive: true, force: true });
});

/** The template's header and its example row, with 25 rows of our own under the header. */
function filledTemplate(template: Buffer): Buffer {
  const book = XLSX.read(template, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0]];
  const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  const rows = Array.from({ length: 25 }, (_, index) => {
    const position = index + 1;
    const values: Record<string, string | number> = {
      Title: titleOf(position),
      'Words min': MIN_WORDS,
      'Words max': MAX_WORDS,
      Language: 'en-GB',
      Level: 'good',
      Service: 'copywriting',
      Keywords: 'coffee, spring',
      'Deadline days': 3,
      'Linguist type': 'open',
      ...WRONG[position],
    };
    return header.map((column) => values[column] ?? null);
  });
  book.Sheets[book.SheetNames[0]] = XLSX.utils.aoa_to_sheet([header, ...rows]);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function errorItems(page: Page): Promise<string[]> {
  const list = await page.locator(byRole('list', 'Errors')).waitHandle();
  const items = await page.waitForFunction((el) => {
    const texts = Array.from(el.querySelectorAll('li')).map((li) => li.textContent?.trim() ?? '');
    return texts.length >= 3 ? texts : false;
  }, {}, list);
  return (await items.jsonValue()) as string[];
}

async function wordpressPosts(): Promise<{ id: number; title: { raw: string } }[]> {
  const { url, username, applicationPassword } = stack().wordpress;
  const res = await fetch(`${url}/wp-json/wp/v2/posts`, { headers: { Authorization: `Basic ${Buffer.from(`${username}:${applicationPassword}`).toString('base64')}` } });
  return (await res.json()) as { id: number; title: { raw: string } }[];
}

async function rate(page: Page, criterion: string, stars: number): Promise<void> {
  const box = await dialog(page, 'Accept the text');
  const group = await box.waitForSelector(byRole('group', criterion));
  const star = await group?.waitForSelector(byRole('radio', `${stars} ${stars === 1 ? 'star' : 'stars'}`));
  if (!star) throw new Error(`No ${stars} stars for ${criterion}`);
  await star.click();
}

describe('issue 13: a bulk upload from the template to a WordPress post', () => {
  step('the prepaid client downloads the template from the Bulk-uploads tab: an .xlsx', async () => {
    await login(clientPage, 'client', CLIENT);
    await login(writerPage, 'linguist', WRITER);
    await open(clientPage, 'client', '/content/uploads');
    await clientPage.locator(byRole('tab', 'Bulk uploads')).wait();
    await click(clientPage, 'button', 'Upload');
    await dialog(clientPage, 'Upload a spreadsheet of orders');
    const [response] = await Promise.all([
      clientPage.waitForResponse((res) => res.url().includes('/api/client/imports/template?version=1')),
      clickInDialog(clientPage, 'Upload a spreadsheet of orders', 'Download the template (version 1)'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(XLSX_TYPE);
    seen.template = Buffer.from(await response.buffer());
    expect(seen.template.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as every .xlsx is
    expect(XLSX.read(seen.template, { type: 'buffer' }).SheetNames.length).toBeGreaterThan(1);
  });

  step('she fills 25 rows (3 wrong), uploads them for her project and sees the 3 errors by position', async () => {
    seen.file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-import-')), `coffee-orders-${RUN}.xlsx`);
    fs.writeFileSync(seen.file, filledTemplate(seen.template));
    await choose(clientPage, 'Project', PROJECT);
    const box = await dialog(clientPage, 'Upload a spreadsheet of orders');
    const input = (await box.waitForSelector('input[type="file"]')) as ElementHandle<HTMLInputElement>;
    await input.uploadFile(seen.file);
    await clickInDialog(clientPage, 'Upload a spreadsheet of orders', 'Upload');
    await clientPage.waitForFunction(() => /^\/projects\/upload\/\d+$/.test(location.pathname));
    seen.importId = Number(new URL(clientPage.url()).pathname.split('/').pop());

    const errors = await errorItems(clientPage);
    expect(errors).toHaveLength(3);
    expect(errors.map((text) => /Position (\d+)\.$/.exec(text)?.[1])).toEqual(['4', '11', '19']);
    expect(errors[1]).toContain('xx-XX');
    expect(await detail(clientPage, 'Preview', 'Rows OK')).toBe('22');
    expect(await detail(clientPage, 'Preview', 'Rows failed')).toBe('3');
    await waitForExactText(clientPage, 'Your balance covers these orders.');
  });

  step('she accepts; the progress reaches 22 created / 3 failed without a reload', async () => {
    await clientPage.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await click(clientPage, 'button', 'Accept');
    await clickInDialog(clientPage, 'Create the orders?', 'Accept');
    await expectToast(clientPage, 'The orders are being created.');
    const bar = await clientPage.locator(byRole('progressbar', 'Orders created')).waitHandle();
    await clientPage.waitForFunction((el) => el.getAttribute('aria-valuenow') === '25', { timeout: 60_000 }, bar);
    await waitForExactText(clientPage, '22 created, 3 failed of 25');
    await waitForExactText(clientPage, 'Finished');
    expect(await clientPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  step('the orders appear in the project', async () => {
    const project = await clientPage.locator(byRole('link', PROJECT)).waitHandle();
    seen.projectId = Number((await project.evaluate((el) => el.getAttribute('href') ?? '')).split('/').pop());
    await project.click();
    await waitForPath(clientPage, `/project/${seen.projectId}`);
    // Newest first: the last row of the file is on the first page.
    await clientPage.locator(byRole('link', titleOf(25))).wait();
    seen.orderId = (await ledger.orderByTitle(titleOf(25))).id;
    for (const position of [4, 11, 19]) await expect(ledger.orderByTitle(titleOf(position))).rejects.toThrow();
  });

  step('a writer takes and delivers one of them, and the client accepts it', async () => {
    await open(writerPage, 'linguist', `/order/${seen.orderId}`);
    await click(writerPage, 'button', 'Take');
    await expectToast(writerPage, 'The order is yours. You can start writing.');
    await replaceText(writerPage, 'Your text', TEXT);
    await click(writerPage, 'button', 'Submit');
    await clickInDialog(writerPage, 'Submit the text?', 'Submit');
    await expectToast(writerPage, 'Your text has been submitted.');

    await open(clientPage, 'client', `/order/${seen.orderId}`);
    await click(clientPage, 'button', 'Accept');
    await dialog(clientPage, 'Accept the text');
    for (const criterion of ['Content', 'Form', 'Readability', 'Communication']) await rate(clientPage, criterion, 5);
    await clickInDialog(clientPage, 'Accept the text', 'Accept text');
    await expectToast(clientPage, 'The order was accepted.');
    expect((await ledger.orderByTitle(titleOf(25))).status).toBe('accepted');
  });

  step('she connects her WordPress site in the settings and exports the project; the post is on the site', async () => {
    const site = stack().wordpress;
    await open(clientPage, 'client', '/settings/integrations');
    await fillField(clientPage, 'Site address', site.url);
    await fillField(clientPage, 'User name', site.username);
    await fillField(clientPage, 'Application password', site.applicationPassword);
    await click(clientPage, 'button', 'Save');
    await expectToast(clientPage, 'WordPress connection saved.');

    await open(clientPage, 'client', `/project/${seen.projectId}`);
    await click(clientPage, 'button', 'Export');
    await dialog(clientPage, 'Export texts');
    await choose(clientPage, 'Export type', 'WordPress');
    await choose(clientPage, 'Category', 'News');
    await clickInDialog(clientPage, 'Export texts', 'Export');
    await expectToast(clientPage, 'texts exported.');
    await waitForDialogToClose(clientPage, 'Export texts');
    const posts = await wordpressPosts();
    expect(posts.map((post) => post.title.raw)).toContain(titleOf(25));
  });
});
