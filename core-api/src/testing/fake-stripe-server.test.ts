import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { startFakeStripe, type FakePaymentIntent, type FakeStripe } from './fake-stripe-server.js';

// What a browser's Stripe.js asks of the fake (the e2e billing story): CORS, a confirm with the client
// secret and a typed card, Stripe's declining test cards, and the signed webhook each outcome delivers.

const WEBHOOK_SECRET = 'whsec_fake_stripe_server_test';

interface Delivery {
  type: string;
  intent: Stripe.PaymentIntent;
}

let fake: FakeStripe;
let webhook: http.Server;
const deliveries: Delivery[] = [];

beforeAll(async () => {
  // Plays core-api's webhook endpoint: verifies each delivery as core-api does, then keeps what it said.
  webhook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const event = Stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), WEBHOOK_SECRET);
      deliveries.push({ type: event.type, intent: event.data.object as Stripe.PaymentIntent });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;
  fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/`, webhookSecret: WEBHOOK_SECRET });
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

beforeEach(() => {
  deliveries.length = 0;
});

async function createIntent(): Promise<FakePaymentIntent> {
  const res = await fetch(`${fake.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: 'Bearer sk_test_fake' },
    body: 'amount=12251&currency=eur&allowed_payment_method_types[0]=card',
  });
  expect(res.status).toBe(200);
  return (await res.json()) as FakePaymentIntent;
}

/** POST …/confirm as Stripe.js sends it from the browser: form-encoded, with the publishable key and the card. */
function confirmFromBrowser(intent: FakePaymentIntent, fields: Record<string, string>) {
  return fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://client.localhost:3001' },
    body: new URLSearchParams({ key: 'pk_test_fake', 'payment_method_data[type]': 'card', ...fields }).toString(),
  });
}

describe('the fake Stripe, called from a browser', () => {
  it('answers CORS preflights and lets any origin read its answers', async () => {
    const preflight = await fetch(`${fake.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://client.localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');

    const missing = await fetch(`${fake.url}/v1/payment_intents/pi_unknown`, { headers: { origin: 'http://client.localhost:3001' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('succeeds a confirm with its client secret and a working card, delivering payment_intent.succeeded once', async () => {
    const intent = await createIntent();
    const res = await confirmFromBrowser(intent, { client_secret: intent.client_secret, 'payment_method_data[card][number]': '4242424242424242' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: intent.id, status: 'succeeded', last_payment_error: null });
    expect(deliveries.map((d) => [d.type, d.intent.id, d.intent.status])).toEqual([['payment_intent.succeeded', intent.id, 'succeeded']]);

    // Stripe refuses to confirm an intent twice: a second attempt changes nothing and delivers nothing.
    const again = await confirmFromBrowser(intent, { client_secret: intent.client_secret, 'payment_method_data[card][number]': '4242424242424242' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } });
    expect(deliveries).toHaveLength(1);
  });

  it('fails a declining test card with Stripe’s message, as a 402 card_error and a payment_failed event', async () => {
    const intent = await createIntent();
    const res = await confirmFromBrowser(intent, { client_secret: intent.client_secret, 'payment_method_data[card][number]': '4000 0000 0000 9995' });
    expect(res.status).toBe(402);
    const { error } = (await res.json()) as { error: { type: string; code: string; decline_code: string; message: string; payment_intent: FakePaymentIntent } };
    expect(error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect(fake.intents.get(intent.id)?.last_payment_error).toEqual({ type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' });
    expect(deliveries.map((d) => [d.type, d.intent.last_payment_error?.message])).toEqual([['payment_intent.payment_failed', 'Your card has insufficient funds.']]);

    // A failed attempt leaves the intent payable: the client may try another card.
    const retry = await confirmFromBrowser(intent, { client_secret: intent.client_secret, 'payment_method_data[card][number]': '4242424242424242' });
    expect(await retry.json()).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('refuses a confirm with another intent’s client secret and leaves the intent as it was', async () => {
    const intent = await createIntent();
    const other = await createIntent();
    const res = await confirmFromBrowser(intent, { client_secret: other.client_secret, 'payment_method_data[card][number]': '4242424242424242' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(fake.intents.get(intent.id)?.status).toBe('requires_payment_method');
    expect(deliveries).toEqual([]);
  });
});
