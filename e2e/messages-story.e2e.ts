// Issue 12, end to end: the client writes to the demo writer about an order on the order's messages tab; the writer
// signs in, her header badge counts the unread conversation, she opens it from her inbox (the badge drops) and
// replies; the client reads the reply in its inbox; staff find the conversation on the client's page in the back
// office and read it there without writing into it. (Live updates without a reload and the e-mail are other stories.)
import type { Browser, Page } from 'puppeteer-core';
import { Client } from 'pg';
import { launchBrowser, newPage, stack } from './support/browser';
import { Ledger } from './support/ledger';
import { byRole, click, expectToast, fillField, login, open, selectedText, waitForExactText, waitForPath } from './support/ui';
import { storySteps } from './support/story';

const CLIENT = 'client@demo.test';
const WRITER = 'writer@demo.test';
const WRITER_NICKNAME = 'wiebke_writes';
const ADMIN = 'admin@demo.test';

const STAMP = Date.now();
const QUESTION = `Could you add a short paragraph on cold brew? (${STAMP})`;
const ANSWER = `Gladly, I will add it before the headline on serving.\nThanks for the idea! (${STAMP})`;

jest.setTimeout(120_000);

let browser: Browser;
let db: Client;
let ledger: Ledger;
let clientPage: Page;
let writerPage: Page;
let adminPage: Page;

const seen = { clientId: 0, writerId: 0, orderId: 0, subject: '' };

/** The conversations of a side with unread messages outside the trash: what its header badge counts. */
async function unreadThreads(role: 'client' | 'linguist', id: number): Promise<number> {
  const { rows } = await db.query<{ unread: number }>(
    `SELECT count(*)::int AS unread FROM message_participants
      WHERE role = $1 AND (client_id = $2 OR linguist_id = $2) AND unread_count > 0 AND trashed_at IS NULL`,
    [role, id],
  );
  return rows[0].unread;
}

/** The header's mail menu, once its badge says `count` (the menu loads a moment after the header). */
async function mailMenuShows(page: Page, count: number): Promise<void> {
  const name = count === 0 ? 'Mail' : `Mail ${count} unread message${count === 1 ? '' : 's'}`;
  try {
    await page.waitForSelector(`button[aria-haspopup="menu"][aria-label=${JSON.stringify(name)}]`);
  } catch (error) {
    const shown = await page.$$eval('button[aria-haspopup="menu"]', (buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    throw new Error(`The mail menu should be named "${name}"; the header's menus are ${JSON.stringify(shown)}`, { cause: error });
  }
}

/** Opens the inbox through the header's mail menu and the conversation by its subject. */
async function openFromInbox(page: Page, subject: string): Promise<void> {
  await page.locator('button[aria-haspopup="menu"][aria-label^="Mail"]').click();
  await click(page, 'menuitem', 'Inbox');
  await waitForPath(page, '/messages');
  const inbox = await page.locator(byRole('table', 'Inbox')).waitHandle();
  const link = await inbox.waitForSelector(byRole('link', subject));
  if (!link) throw new Error(`No conversation "${subject}" in the inbox`);
  await link.click();
}

/** The text of a message as shown: one element holding exactly the body, line breaks kept. */
async function waitForBody(page: Page, body: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => Array.from(document.querySelectorAll('li p')).some((el) => el.textContent === wanted && getComputedStyle(el).whiteSpace === 'pre-wrap'),
    {},
    body,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  ledger = await Ledger.connect();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  seen.clientId = await ledger.clientId(CLIENT);
  seen.writerId = await ledger.linguistId(WRITER);
  // An order the writer works on for the client, one without a conversation yet if there is one.
  const { rows } = await db.query<{ id: number; title: string }>(
    `SELECT o.id, o.title FROM orders o
      WHERE o.client_id = $1 AND o.writer_id = $2
      ORDER BY EXISTS (SELECT 1 FROM message_threads t WHERE t.order_id = o.id), o.id
      LIMIT 1`,
    [seen.clientId, seen.writerId],
  );
  if (!rows[0]) throw new Error(`The demo data has no order of ${CLIENT} written by ${WRITER}`);
  seen.orderId = rows[0].id;
  seen.subject = `Order ${rows[0].id}: ${rows[0].title}`;
  [clientPage, writerPage, adminPage] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  await db?.end();
  await ledger?.close();
  await browser?.close();
});

const step = storySteps();

describe('issue 12: the client and the writer talk about an order; staff read along on the client’s page', () => {
  step('the client writes to the writer on the order’s messages tab', async () => {
    await login(clientPage, 'client', CLIENT);
    await open(clientPage, 'client', `/order/${seen.orderId}/messages`);
    await clientPage.locator(byRole('textbox', 'Your message')).wait();
    expect(await selectedText(clientPage, 'To')).toBe(`${WRITER_NICKNAME} (writer)`);
    await fillField(clientPage, 'Your message', QUESTION);
    await click(clientPage, 'button', 'Send');
    await expectToast(clientPage, 'Your message was sent.');
    await waitForBody(clientPage, QUESTION);

    const { rows } = await db.query<{ subject: string; sent: boolean; linguist_id: number }>(
      `SELECT t.subject, m.sent_at IS NOT NULL AS sent, t.linguist_id FROM messages m JOIN message_threads t ON t.id = m.thread_id
        WHERE t.order_id = $1 AND m.body = $2`,
      [seen.orderId, QUESTION],
    );
    expect(rows).toEqual([{ subject: seen.subject, sent: true, linguist_id: seen.writerId }]);
    // Away from the order's tab, which reads what arrives while it is open: the reply must wait in the inbox.
    await open(clientPage, 'client', '/dashboard');
  });

  step('the writer sees her unread badge, opens the conversation from her inbox (the badge drops) and replies', async () => {
    const unread = await unreadThreads('linguist', seen.writerId);
    expect(unread).toBeGreaterThanOrEqual(1);
    await login(writerPage, 'linguist', WRITER);
    await mailMenuShows(writerPage, unread);

    await openFromInbox(writerPage, seen.subject);
    await waitForBody(writerPage, QUESTION);
    // Opening the conversation reads it: the badge follows without a reload.
    await mailMenuShows(writerPage, unread - 1);
    expect(await unreadThreads('linguist', seen.writerId)).toBe(unread - 1);

    await writerPage.locator(byRole('textbox', 'Your reply')).fill(ANSWER);
    await click(writerPage, 'button', 'Send reply');
    await expectToast(writerPage, 'Your reply was sent.');
    await waitForBody(writerPage, ANSWER);
  });

  step('the client reads the reply in its inbox', async () => {
    const unread = await unreadThreads('client', seen.clientId);
    expect(unread).toBeGreaterThanOrEqual(1);
    await open(clientPage, 'client', '/dashboard');
    await mailMenuShows(clientPage, unread);
    await openFromInbox(clientPage, seen.subject);
    await waitForBody(clientPage, ANSWER);
    await waitForBody(clientPage, QUESTION);
    await mailMenuShows(clientPage, unread - 1);
  });

  step('staff open the client’s messages tab in the back office and read the conversation', async () => {
    await login(adminPage, 'admin', ADMIN);
    await open(adminPage, 'admin', `/client/${seen.clientId}/messages`);
    const inbox = await adminPage.locator(byRole('table', 'Inbox')).waitHandle();
    const link = await inbox.waitForSelector(byRole('link', seen.subject));
    if (!link) throw new Error(`No conversation "${seen.subject}" on the client's page`);
    await link.click();
    await waitForBody(adminPage, QUESTION);
    await waitForBody(adminPage, ANSWER);
    await waitForExactText(adminPage, 'You can read this conversation but cannot write into it.');
    expect(new URL(adminPage.url()).search).toMatch(/^\?message=\d+$/);
  });
});
