// Issue 17's story, end to end: a client creates an API key and a webhook endpoint in the browser; the example
// partner (examples/partner-node) orders a text twice with one Idempotency-Key (one order), a writer writes it, the
// partner receives order.taken and order.ready with valid signatures, fetches the text, accepts it through the API
// and receives order.accepted on the third try after failing twice; the revoked key gets 401.
import { Client } from 'pg';
import type { Browser, Page } from 'puppeteer-core';
import { BFF_PATHS } from '@inkwell/contracts';
import { inkwellClient, webhookReceiver, verifySignature, type InkwellCallError, type WebhookReceiver } from '../examples/partner-node/partner.cjs';
import { DEMO_PASSWORD, launchBrowser, newPage, stack } from './support/browser';
import { storySteps } from './support/story';
import { byRole, click, clickInDialog, dialog, login, open, waitForDialogToClose } from './support/ui';

const CLIENT = 'prepaid@demo.test';
const WRITER = 'writer@demo.test';
const KEY_NAME = `Partner story ${Date.now()}`;
const TITLE = `Partner API story ${Date.now()}`;
const RATING = { content: 5, form: 4, readability: 5, communication: 4 };
// Plain sentences, about 130 words: within the order's 100 to 200.
const TEXT = [
  'Our new kettle boils a litre of water in under three minutes and switches itself off when it is done.',
  'The body is brushed steel with a cool touch handle, so it stays safe to hold even when the water is boiling.',
  'A clear window on the side shows how much water is left, and the lid opens wide for easy cleaning.',
  'The base turns all the way round, which makes it just as easy to use for left handed people.',
  'A removable filter keeps scale out of your tea, and it rinses clean under the tap in seconds.',
  'The cable tucks away under the base, so the kettle looks tidy on a small kitchen counter.',
  'It comes with a two year warranty and a friendly support team that answers within a day.',
  'Order today and enjoy a quiet, quick and reliable kettle every morning.',
].join(' ');

jest.setTimeout(120_000);
const step = storySteps();

let browser: Browser;
let page: Page;
let db: Client;
let receiver: WebhookReceiver;
let receiverUrl: string;

/** What the story learns on the way. */
const seen = { apiKey: '', webhookSecret: '', projectId: 0, orderId: 0, endpointId: 0 };
const apiUrl = () => `http://127.0.0.1:${stack().ports.core}`;
const partner = () => inkwellClient({ apiUrl: apiUrl(), apiKey: seen.apiKey });

/** The writer at work through bff-linguist, as the linguist app calls it. */
async function asWriter(method: 'PUT' | 'POST', path: string, body?: object): Promise<number> {
  // Node resolves no *.localhost name: the BFF's own port on loopback.
  const base = `http://127.0.0.1:${stack().ports.linguist}`;
  const signIn = await fetch(`${base}${BFF_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: WRITER, password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const answer = await fetch(`${base}${BFF_PATHS.apiPrefix}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return answer.status;
}

beforeAll(async () => {
  db = new Client({ connectionString: stack().databaseUrl });
  await db.connect();
  receiver = webhookReceiver({ secret: () => seen.webhookSecret });
  receiverUrl = await receiver.listen();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await db?.end();
});

describe('the partner API story', () => {
  step('the client creates an API key in Settings → API and sees its secret once', async () => {
    await login(page, 'client', CLIENT);
    await open(page, 'client', '/settings/api');
    await click(page, 'button', 'Create API key');
    await dialog(page, 'Create an API key');
    await page.locator('#api-key-name').fill(KEY_NAME);
    await page.locator('#api-key-scope-ordersWrite').click();
    await clickInDialog(page, 'Create an API key', 'Create key');
    await dialog(page, 'Your new API key');
    seen.apiKey = (await page.locator('[data-testid="api-key-secret"]').map((el) => el.textContent ?? '').wait()).trim();
    expect(seen.apiKey).toMatch(/^ink_live_/);
    await clickInDialog(page, 'Your new API key', 'Close');
    await waitForDialogToClose(page, 'Your new API key');
  });

  step('the client adds a webhook endpoint for the partner’s receiver and copies its signing secret', async () => {
    await click(page, 'button', 'Add endpoint');
    await dialog(page, 'Add a webhook endpoint');
    await page.locator('#webhook-url').fill(`${receiverUrl}/inkwell`);
    await page.locator('#webhook-description').fill('Example partner');
    await page.locator('#webhook-event-order-taken').click();
    await clickInDialog(page, 'Add a webhook endpoint', 'Add endpoint');
    await dialog(page, 'Your new webhook endpoint');
    seen.webhookSecret = (await page.locator('[data-testid="webhook-secret"]').map((el) => el.textContent ?? '').wait()).trim();
    expect(seen.webhookSecret).toMatch(/^whsec_/);
    await clickInDialog(page, 'Your new webhook endpoint', 'Close');
    await page.locator(byRole('table', 'Webhook endpoints')).wait();
    await page.locator(`::-p-text(${receiverUrl}/inkwell)`).wait();
    // The API connection check: a signed ping the receiver accepts.
    await click(page, 'button', `Check the connection to ${receiverUrl}/inkwell`);
    await page.locator('::-p-text(The endpoint answered 200)').wait();
    const { rows } = await db.query<{ id: number }>('SELECT id FROM webhook_endpoints WHERE url = $1', [`${receiverUrl}/inkwell`]);
    seen.endpointId = rows[0]?.id ?? 0;
  });

  step('the partner orders a text twice with one Idempotency-Key and gets one order', async () => {
    const project = await partner().createProject(`Partner shop ${Date.now()}`, 'en-GB');
    seen.projectId = project.body.id;
    const request = { language: 'en-GB', level: 'good', type: 'OO', processingDays: 2, orders: [{ title: TITLE, minWords: 100, maxWords: 200 }] };
    const key = `partner-order-${Date.now()}`;
    const first = await partner().createOrders(seen.projectId, request, key);
    const retry = await partner().createOrders(seen.projectId, request, key);
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect([first.replayed, retry.replayed]).toEqual([false, true]);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM orders WHERE title = $1', [TITLE]);
    expect(rows.map((r) => r.id)).toEqual(first.body.ids);
    seen.orderId = first.body.ids[0] as number;
  });

  step('a writer takes and writes it; the partner receives order.taken and order.ready, signed, and fetches the text', async () => {
    expect(await asWriter('PUT', `/linguist/order/${seen.orderId}/take`)).toBe(200);
    const taken = await receiver.waitFor((e) => e.type === 'order.taken' && e.data.order?.id === seen.orderId);
    expect(taken.data.order).toMatchObject({ id: seen.orderId, projectId: seen.projectId, status: 'processing_cw' });
    expect(await asWriter('PUT', `/linguist/order/${seen.orderId}/text/submit`, { text: TEXT })).toBe(200);
    const ready = await receiver.waitFor((e) => e.type === 'order.ready' && e.data.order?.id === seen.orderId);
    expect(ready.data).toMatchObject({ order: { status: 'ready_for_client' }, links: { text: `/client/order/${seen.orderId}/text` } });
    // The receiver answered 200 only to correctly signed requests; a forged one is refused.
    expect(receiver.refused).toEqual([]);
    expect(verifySignature(seen.webhookSecret, JSON.stringify(ready), `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).toBe(false);
    const text = await partner().getText(seen.orderId);
    expect(text.body.content).toBe(TEXT);
  });

  step('the partner accepts through the API and gets order.accepted on the third try after failing twice', async () => {
    receiver.failNext(2);
    const accepted = await partner().accept(seen.orderId, RATING, `accept-${seen.orderId}`);
    expect(accepted.body.status).toBe('accepted');
    const event = await receiver.waitFor((e) => e.type === 'order.accepted' && e.data.order?.id === seen.orderId, 60_000);
    expect(event.data.order).toMatchObject({ status: 'accepted' });
    // The delivery log records the attempt once the receiver has answered it: read it until it has.
    type Log = { data: { eventType: string; status: string; attempts: number; statusCode: number }[] };
    let delivery: Log['data'][number] | undefined;
    for (let tries = 0; tries < 50 && delivery?.status !== 'succeeded'; tries += 1) {
      if (tries) await new Promise((resolve) => setTimeout(resolve, 100));
      delivery = (await partner().call<Log>('GET', `/client/webhooks/${seen.endpointId}/deliveries`)).body.data.find((d) => d.eventType === 'order.accepted');
    }
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, statusCode: 200 });
  });

  step('the client revokes the key in the browser and the partner’s next call gets 401', async () => {
    await open(page, 'client', '/settings/api');
    await click(page, 'button', `Revoke ${KEY_NAME}`);
    await clickInDialog(page, 'Revoke this API key?', 'Revoke');
    await waitForDialogToClose(page, 'Revoke this API key?');
    const refused = await partner()
      .getOrder(seen.orderId)
      .then(
        () => null,
        (error: InkwellCallError) => error.status,
      );
    expect(refused).toBe(401);
  });
});
