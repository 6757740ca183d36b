import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/**
 * A small stand-in for api.stripe.com: the payment intent calls the real `stripe` SDK makes (form-encoded
 * POST /v1/payment_intents, GET /v1/payment_intents/:id, POST …/confirm), controls for tests and e2e to
 * decide how a payment ends, and webhook deliveries signed for real (`generateTestHeaderString`).
 * Browsers may call it too (CORS is open): a fake Stripe.js confirms with the intent's client secret and
 * the card typed into its fields, and Stripe's declining test cards fail the payment as Stripe would.
 */

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  payment_method_types: string[];
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

export interface StripeEventPayload {
  id: string;
  /** the exact body that was (or is to be) signed */
  payload: string;
  /** the Stripe-Signature header for `payload` */
  signature: string;
}

export interface FakeStripeOptions {
  /** 0 (default) picks a free port */
  port?: number;
  host?: string;
  /** where succeed/fail/process/cancel deliver their signed event; without it nothing is delivered */
  webhookUrl?: string;
  /** signs deliveries; required with webhookUrl */
  webhookSecret?: string;
}

export interface FakeStripe {
  /** base URL for STRIPE_API_URL, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  close: () => Promise<void>;
  intents: Map<string, FakePaymentIntent>;
  /** every API request the fake answered, in order */
  requests: { method: string; path: string }[];
  /** while true, every /v1 call answers 500 (an outage) */
  outage: boolean;
  succeed: (id: string) => Promise<StripeEventPayload | null>;
  /** a failed attempt with the provider's `message` (and Stripe's error `code`, card_declined by default) */
  fail: (id: string, message: string, code?: string) => Promise<StripeEventPayload | null>;
  /** an asynchronous method (SEPA debit, SOFORT) was submitted and is on its way */
  process: (id: string) => Promise<StripeEventPayload | null>;
  cancel: (id: string) => Promise<StripeEventPayload | null>;
}

const EVENT_OF_STATUS: Record<string, string> = {
  succeeded: 'payment_intent.succeeded',
  processing: 'payment_intent.processing',
  requires_payment_method: 'payment_intent.payment_failed',
  canceled: 'payment_intent.canceled',
};

/** Methods whose money arrives days later: confirming them leaves the intent processing. */
const ASYNCHRONOUS_TYPES = new Set(['sepa_debit', 'sofort']);

/** The states Stripe lets a payment intent be confirmed from; any other is payment_intent_unexpected_state. */
const CONFIRMABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation']);

export interface CardDecline {
  code: string;
  declineCode?: string;
  message: string;
}

/**
 * Stripe's declining test cards (docs.stripe.com/testing#declined-payments), with Stripe's messages: a
 * browser confirm with one of these numbers fails the intent; any other card number succeeds.
 */
export const DECLINING_TEST_CARDS: Readonly<Record<string, CardDecline>> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
};

/** Lets a page on any origin (the e2e apps, a fake Stripe.js in them) call the fake as browsers call Stripe. */
function allowBrowsers(res: http.ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', 'authorization, content-type, stripe-version');
  res.setHeader('access-control-max-age', '600');
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * A Stripe event about `object`, signed with `secret` as Stripe signs webhook deliveries. The same event id
 * sent twice is what a replayed delivery looks like.
 */
export function signStripeEvent(secret: string, type: string, object: object, eventId = randomId('evt')): StripeEventPayload {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { id: eventId, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Stripe's form encoding (`metadata[clientId]=7`, `allowed_payment_method_types[0]=card`) back into an object. */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[]+)\[([^\]]*)\]$/.exec(key);
    if (!match) {
      result[key] = value;
      continue;
    }
    const [, name, inner] = match as unknown as [string, string, string];
    if (/^\d+$/.test(inner)) {
      const list = (Array.isArray(result[name]) ? result[name] : (result[name] = [])) as string[];
      list[Number(inner)] = value;
    } else {
      const map = (typeof result[name] === 'object' && result[name] !== null ? result[name] : (result[name] = {})) as Record<string, string>;
      map[inner] = value;
    }
  }
  return result;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  res.end(JSON.stringify(body));
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string, code?: string): void {
  send(res, status, { error: { type, message, ...(code ? { code } : {}) } });
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  if (options.webhookUrl && !options.webhookSecret) throw new Error('startFakeStripe: webhookUrl needs webhookSecret');
  const intents = new Map<string, FakePaymentIntent>();
  const requests: FakeStripe['requests'] = [];

  async function deliver(intent: FakePaymentIntent): Promise<StripeEventPayload | null> {
    const type = EVENT_OF_STATUS[intent.status];
    if (!type || !options.webhookUrl || !options.webhookSecret) return null;
    const event = signStripeEvent(options.webhookSecret, type, { ...intent });
    await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.payload,
    });
    return event;
  }

  function change(id: string, status: string, lastError: FakePaymentIntent['last_payment_error'] = null): Promise<StripeEventPayload | null> {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The fake Stripe has no payment intent ${id}`);
    intent.status = status;
    intent.last_payment_error = lastError;
    return deliver(intent);
  }

  const fake: FakeStripe = {
    url: '',
    port: 0,
    close: async () => undefined,
    intents,
    requests,
    outage: false,
    succeed: (id) => change(id, 'succeeded'),
    fail: (id, message, code = 'card_declined') => change(id, 'requires_payment_method', { type: 'card_error', code, message }),
    process: (id) => change(id, 'processing'),
    cancel: (id) => change(id, 'canceled'),
  };

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    requests.push({ method: req.method ?? 'GET', path });
    if (fake.outage) return stripeError(res, 500, 'api_error', 'The fake Stripe is having an outage');
    const body = req.method === 'POST' ? parseForm(await readBody(req)) : {};
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isSafeInteger(amount) || amount < 50) {
        return stripeError(res, 400, 'invalid_request_error', 'Amount must be at least 50 minor units', 'amount_too_small');
      }
      if (typeof body.currency !== 'string') return stripeError(res, 400, 'invalid_request_error', 'Missing required param: currency.', 'parameter_missing');
      const id = randomId('pi');
      const types = (body.allowed_payment_method_types as string[] | undefined) ?? ['card'];
      const intent: FakePaymentIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        description: typeof body.description === 'string' ? body.description : null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        allowed_payment_method_types: types,
        payment_method_types: types,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return send(res, 200, intent);
    }
    const item = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    const intent = item ? intents.get(decodeURIComponent(item[1] as string)) : undefined;
    if (item && !intent) {
      return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${item[1]}'`, 'resource_missing');
    }
    if (intent && req.method === 'GET' && !item?.[2]) return send(res, 200, intent);
    if (intent && req.method === 'POST' && item?.[2]) {
      // A browser confirms with the secret it was given; the SDK on the server confirms with the secret key.
      if (body.client_secret !== undefined && body.client_secret !== intent.client_secret) {
        return stripeError(res, 400, 'invalid_request_error', 'The client_secret provided does not match the client_secret associated with the PaymentIntent.', 'payment_intent_invalid_parameter');
      }
      if (!CONFIRMABLE_STATUSES.has(intent.status)) {
        return send(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          },
        });
      }
      // parseForm keeps keys nested twice as they came: Stripe.js sends the card as payment_method_data[card][number].
      const cardNumber = body['payment_method_data[card][number]'];
      const decline = typeof cardNumber === 'string' ? DECLINING_TEST_CARDS[cardNumber.replace(/\s/g, '')] : undefined;
      if (decline) {
        await fake.fail(intent.id, decline.message, decline.code);
        return send(res, 402, {
          error: {
            type: 'card_error',
            code: decline.code,
            ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
            message: decline.message,
            payment_intent: intent,
          },
        });
      }
      const asynchronous = intent.payment_method_types.some((t) => ASYNCHRONOUS_TYPES.has(t));
      await change(intent.id, asynchronous ? 'processing' : 'succeeded');
      return send(res, 200, intent);
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path})`);
  }

  /** Controls for a separate process (the e2e suite): POST /__fake/payment_intents/:id/{succeed,fail,process,cancel}. */
  async function handleControl(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
    if (req.method === 'GET' && path === '/__fake/payment_intents') return send(res, 200, { data: [...intents.values()] });
    const match = /^\/__fake\/payment_intents\/([^/]+)\/(succeed|fail|process|cancel)$/.exec(path);
    if (req.method !== 'POST' || !match) return send(res, 404, { error: 'unknown control' });
    const id = decodeURIComponent(match[1] as string);
    if (!intents.has(id)) return send(res, 404, { error: `no payment intent ${id}` });
    const raw = await readBody(req);
    const message = raw ? ((JSON.parse(raw) as { message?: string }).message ?? 'Your card was declined.') : 'Your card was declined.';
    const action = match[2] as 'succeed' | 'fail' | 'process' | 'cancel';
    const event = action === 'fail' ? await fake.fail(id, message) : await fake[action](id);
    return send(res, 200, { intent: intents.get(id), event: event?.id ?? null });
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    allowBrowsers(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const handler = path.startsWith('/__fake/') ? handleControl : handleApi;
    handler(req, res, path).catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, 'api_error', err instanceof Error ? err.message : String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.port = port;
  fake.url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  fake.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return fake;
}
