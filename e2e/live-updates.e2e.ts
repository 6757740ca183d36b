// Issue 12, end to end, with two browsers open at once: the client writes to the demo writer about one of its
// orders; the writer's unread badge, on a page loaded before, rises without a reload, and in a second tab of hers,
// which shares the first tab's stream instead of opening a connection of its own; she opens the conversation and
// replies; the client, still on the order's messages tab, sees the reply arrive without a reload; the client's
// notification recipient gets the "message received" mail in German, rendered from the text staff edited; and staff
// read the conversation on the client's messages tab.
import type { Browser, Page } from 'puppeteer-core';
import { Client } from 'pg';
import type { EmailTemplateDto, OutboxMailDto, Page as ListPage } from '@inkwell/contracts';
import { launchBrowser, newPage, stack } from './support/browser';
import { byRole, choose, click, expectToast, fillField, login, open, waitForPath } from './support/ui';
import { storySteps } from './support/story';

const CLIENT = 'client@demo.test';
const WRITER = 'writer@demo.test';
const WRITER_NICKNAME = 'wiebke_writes';
const ADMIN = 'admin@demo.test';
const STAMP = Date.now();
const RECIPIENT = `e2e-messages-${STAMP}@demo.test`;
const QUESTION = `Could you add a paragraph on cold brew? (${STAMP})`;
const ANSWER = `Gladly, I will add it today. (${STAMP})`;
const GERMAN_SUBJECT = `Nachricht von {{senderName}} zu „{{subject}}“ [E2E ${STAMP}]`;
const GERMAN_BODY = `Guten Tag{{#name}} {{name}}{{/name}},\n\n{{senderName}} hat geantwortet.\n\n[Zur Nachricht]({{link}})`;

jest.setTimeout(120_000);

let browser: Browser;
let db: Client;
let clientPage: Page;
let writerPage: Page;
/** a second tab of the writer's app, in the same browser */
let writerTab: Page;
let adminPage: Page;

const seen = {
  clientId: 0,
  clientLanguage: 'en',
  order: { id: 0, title: '' },
  /** the writer's unread conversations before the client writes */
  unreadBefore: 0,
  germanBefore: undefined as { subject: string; body: string } | undefined,
  recipientId: undefined as number | undefined,
};

/** A call to the signed-in user's own BFF, as the app makes it. */
async function bffCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m, p, b) => {
      const res = await fetch(p, { method: m, credentials: 'include', headers: b === undefined ? {} : { 'content-type': 'application/json' }, body: b });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    method,
    path,
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/** Marks the page's document: a reload or navigation away replaces it, and the mark is gone. */
const markDocument = (page: Page) => page.evaluate((stamp) => void ((window as unknown as { e2eLive?: number }).e2eLive = stamp), STAMP);
const stillSameDocument = (page: Page) => page.evaluate((stamp) => (window as unknown as { e2eLive?: number }).e2eLive === stamp, STAMP);

/** The header's mail menu names the unread conversations: "Mail 2 unread messages", or just "Mail". */
const unreadLabel = (count: number) => (count === 0 ? 'Mail' : `Mail ${count} unread message${count === 1 ? '' : 's'}`);

/**
 * Waits for the mail menu to name `count` unread conversations. By its attribute, not the accessibility tree: a tab
 * in the background (the first of the writer's two) is not laid out, and still must update.
 */
async function mailMenuShows(page: Page, count: number): Promise<void> {
  await page.waitForSelector(`button[aria-haspopup="menu"][aria-label=${JSON.stringify(unreadLabel(count))}]`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  const { rows: clients } = await db.query<{ id: number; language: string }>('SELECT id, language FROM clients WHERE email = $1', [CLIENT]);
  seen.clientId = clients[0]!.id;
  seen.clientLanguage = clients[0]!.language;
  // An order the writer wrote for the client that nobody has written about yet: its conversation is new to her.
  const { rows: orders } = await db.query<{ id: number; title: string }>(
    `SELECT o.id, o.title FROM orders o JOIN linguists l ON l.id = o.writer_id
      WHERE o.client_id = $1 AND l.email = $2
        AND NOT EXISTS (SELECT 1 FROM message_threads t WHERE t.order_id = o.id AND t.linguist_id = l.id)
      ORDER BY o.id DESC LIMIT 1`,
    [seen.clientId, WRITER],
  );
  if (!orders[0]) throw new Error(`The demo data has no order of ${CLIENT} written by ${WRITER} without a conversation`);
  seen.order = orders[0];
  // The demo accounts speak English; the client's mails (and its recipients') follow the account's language, which
  // no screen changes yet.
  await db.query("UPDATE clients SET language = 'de' WHERE id = $1", [seen.clientId]);
  [clientPage, writerPage, adminPage] = await Promise.all([newPage(browser), newPage(browser), newPage(browser)]);
});

afterAll(async () => {
  // The demo client, its recipients and the template are shared with the other stories: leave them as they were.
  if (seen.recipientId !== undefined && clientPage) await bffCall(clientPage, 'DELETE', `/api/client/notifications-recipient/${seen.recipientId}`).catch(() => undefined);
  if (seen.germanBefore && adminPage) await bffCall(adminPage, 'PUT', '/api/admin/email-template/message-received', { de: seen.germanBefore }).catch(() => undefined);
  await db?.query('UPDATE clients SET language = $2 WHERE id = $1', [seen.clientId, seen.clientLanguage]).catch(() => undefined);
  await db?.end();
  await browser?.close();
});

const step = storySteps();

describe('issue 12: messages arrive live in two browsers, and the recipient is mailed in German', () => {
  step('staff edit the German text of the "message received" mail', async () => {
    await login(adminPage, 'admin', ADMIN);
    const before = await bffCall<EmailTemplateDto>(adminPage, 'GET', '/api/admin/email-template/message-received');
    expect(before.status).toBe(200);
    const german = before.body.translations.find((text) => text.language === 'de')!;
    seen.germanBefore = { subject: german.subject, body: german.body };
    const saved = await bffCall<EmailTemplateDto>(adminPage, 'PUT', '/api/admin/email-template/message-received', { de: { subject: GERMAN_SUBJECT, body: GERMAN_BODY } });
    expect(saved.status).toBe(200);
  });

  step('the client names a notification recipient for messages', async () => {
    await login(clientPage, 'client', CLIENT);
    const added = await bffCall<{ id: number }>(clientPage, 'POST', '/api/client/notifications-recipient', { email: RECIPIENT, name: 'Mara Messages', events: ['messages'] });
    expect(added.status).toBe(201);
    seen.recipientId = added.body.id;
  });

  step('with the writer’s dashboard open, the client writes to her about the order, and her unread badge rises without a reload', async () => {
    await login(writerPage, 'linguist', WRITER);
    const summary = await bffCall<{ unread: number }>(writerPage, 'GET', '/api/linguist/messages/summary');
    seen.unreadBefore = summary.body.unread;
    await mailMenuShows(writerPage, seen.unreadBefore);
    await markDocument(writerPage);
    // A second tab of her app shares the first tab's stream instead of opening another connection.
    writerTab = await writerPage.browserContext().newPage();
    const streamsOfSecondTab: string[] = [];
    writerTab.on('request', (request) => {
      if (request.url().endsWith('/bff/events')) streamsOfSecondTab.push(request.url());
    });
    await open(writerTab, 'linguist', '/dashboard');
    await mailMenuShows(writerTab, seen.unreadBefore);
    await markDocument(writerTab);

    await open(clientPage, 'client', `/order/${seen.order.id}/messages`);
    await clientPage.locator(byRole('heading', 'Write about this order')).wait();
    await choose(clientPage, 'To', `${WRITER_NICKNAME} (writer)`);
    await fillField(clientPage, 'Your message', QUESTION);
    await markDocument(clientPage);
    await click(clientPage, 'button', 'Send');
    await expectToast(clientPage, 'Your message was sent.');
    await clientPage.locator(`::-p-text(${QUESTION})`).wait();

    await mailMenuShows(writerPage, seen.unreadBefore + 1);
    expect(await stillSameDocument(writerPage)).toBe(true);
    await mailMenuShows(writerTab, seen.unreadBefore + 1);
    expect(await stillSameDocument(writerTab)).toBe(true);
    expect(streamsOfSecondTab).toEqual([]);
    await writerTab.close();
    await writerPage.bringToFront();
  });

  step('she opens the conversation from her inbox and replies', async () => {
    await writerPage.locator(byRole('button', unreadLabel(seen.unreadBefore + 1))).click();
    await click(writerPage, 'menuitem', 'Inbox');
    await waitForPath(writerPage, '/messages');
    await writerPage.locator(`a::-p-text(Order ${seen.order.id}:)`).click();
    await writerPage.locator(`::-p-text(${QUESTION})`).wait();
    // Opening it read it: the badge goes back down, again without a reload.
    await mailMenuShows(writerPage, seen.unreadBefore);
    await fillField(writerPage, 'Your reply', ANSWER);
    await click(writerPage, 'button', 'Send reply');
    await expectToast(writerPage, 'Your reply was sent.');
  });

  step('the client, still on the order’s messages tab, sees the reply arrive without a reload', async () => {
    await clientPage.locator(`::-p-text(${ANSWER})`).wait();
    expect(await stillSameDocument(clientPage)).toBe(true);
  });

  step('the client’s recipient of messages is mailed in German, from the text staff edited', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT m.id FROM messages m WHERE m.body = $1', [ANSWER]);
    const replyId = rows[0]!.id;
    const outbox = await bffCall<ListPage<OutboxMailDto>>(adminPage, 'GET', `/api/admin/outbox?recipient=${encodeURIComponent(RECIPIENT)}&limit=10`);
    expect(outbox.status).toBe(200);
    const mails = outbox.body.data.filter((mail) => mail.template === 'message-received');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ recipient: RECIPIENT, language: 'de', status: 'outbox' });
    expect(mail!.subject).toBe(`Nachricht von ${WRITER_NICKNAME} zu „Order ${seen.order.id}: ${seen.order.title}“ [E2E ${STAMP}]`);
    expect(mail!.textBody).toBe(`Guten Tag Mara Messages,\n\n${WRITER_NICKNAME} hat geantwortet.\n\n${stack().appUrls.client}/messages/inbox/${replyId}`);
    // Nothing of the message itself travels by mail.
    expect(JSON.stringify(mail)).not.toContain(ANSWER);
  });

  step('staff read the conversation on the client’s messages tab', async () => {
    await open(adminPage, 'admin', `/client/${seen.clientId}/messages`);
    await adminPage.locator(`a::-p-text(Order ${seen.order.id}:)`).click();
    await adminPage.locator(`::-p-text(${QUESTION})`).wait();
    await adminPage.locator(`::-p-text(${ANSWER})`).wait();
  });
});
