// An example partner integration for the Inkwell API, in plain Node (20+) with no dependency and no build step:
// it orders texts with an API key and an Idempotency-Key, receives the webhooks, checks their signatures and fetches
// the finished text. Run it as a program (see README.md) or require its pieces.
'use strict';
const { createHmac, randomUUID, timingSafeEqual } = require('node:crypto');
const http = require('node:http');

/** Signatures older than this are refused, so a captured request cannot be replayed later. */
const TOLERANCE_SECONDS = 300;

/**
 * Checks an `Inkwell-Signature: t=<unix seconds>,v1=<hex>` header against the raw body: v1 must be the
 * HMAC-SHA256 of "<t>.<body>" with the endpoint's signing secret, and t within five minutes of now.
 */
function verifySignature(secret, rawBody, header, now = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Inkwell API as one client's system calls it: every call with the API key, writes with an Idempotency-Key. */
function inkwellClient({ apiUrl, apiKey }) {
  async function call(method, path, { body, idempotencyKey } = {}) {
    const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const response = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    const answer = text ? JSON.parse(text) : null;
    if (!response.ok) {
      const error = new Error(`${method} ${path} answered ${response.status}: ${answer?.message ?? text}`);
      error.status = response.status;
      error.body = answer;
      throw error;
    }
    return { status: response.status, body: answer, replayed: response.headers.get('idempotent-replayed') === 'true' };
  }
  return {
    call,
    createProject: (name, language, idempotencyKey = randomUUID()) => call('POST', '/client/project', { body: { name, language }, idempotencyKey }),
    /** Orders texts; pass the same key again to retry the same order safely (a timeout, a lost answer). */
    createOrders: (projectId, request, idempotencyKey = randomUUID()) => call('POST', `/client/project/${projectId}/orders`, { body: request, idempotencyKey }),
    getOrder: (orderId) => call('GET', `/client/order/${orderId}`),
    getText: (orderId) => call('GET', `/client/order/${orderId}/text`),
    accept: (orderId, rating, idempotencyKey = randomUUID()) => call('PUT', `/client/order/${orderId}/accept`, { body: { rating }, idempotencyKey }),
  };
}

/**
 * The webhook receiver (`secret`: the signing secret, or a function answering it): answers 200 to every correctly signed event (once per event id, as a retried or redelivered
 * event keeps its id) and 400 to anything else, and hands each new event to `onEvent`. `failFirst` makes it answer
 * 503 to that many deliveries first, to watch Inkwell's retries.
 */
function webhookReceiver({ secret, onEvent = () => undefined, failFirst = 0 }) {
  // The secret may be known only after the endpoint is registered at the receiver's address: a function then.
  const secretOf = typeof secret === 'function' ? secret : () => secret;
  const seen = new Set();
  const events = [];
  const refused = [];
  let failuresLeft = failFirst;
  const waiters = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || !verifySignature(secretOf(), raw, req.headers['inkwell-signature'])) {
        refused.push({ signature: req.headers['inkwell-signature'], raw });
        res.writeHead(400).end('bad signature');
        return;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        res.writeHead(503).end('not now');
        return;
      }
      const event = JSON.parse(raw);
      res.writeHead(200).end('ok');
      if (seen.has(event.id)) return;
      seen.add(event.id);
      events.push(event);
      onEvent(event);
      for (const waiter of waiters.splice(0)) waiter();
    });
  });
  /** Resolves with the first received event that matches, waiting up to `timeoutMs` for it. */
  async function waitFor(match, timeoutMs = 30_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching webhook within ${timeoutMs} ms; received: ${events.map((e) => e.type).join(', ') || 'none'}`);
      await new Promise((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  return {
    events,
    refused,
    waitFor,
    failNext: (times) => {
      failuresLeft = times;
    },
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise((resolve) => server.listen(port, host, () => resolve(`http://${host}:${server.address().port}`))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * As a program: receives webhooks on PORT and, for each order.ready, fetches and prints the text; with ORDER_TITLE
 * set it first orders one text in PROJECT_ID (retrying once with the same Idempotency-Key, which creates one order).
 */
async function main() {
  const { INKWELL_API_URL = 'http://localhost:4000', INKWELL_API_KEY, INKWELL_WEBHOOK_SECRET, PORT = '8787', PROJECT_ID, ORDER_TITLE } = process.env;
  if (!INKWELL_API_KEY || !INKWELL_WEBHOOK_SECRET) {
    console.error('Set INKWELL_API_KEY (Settings → API → API keys) and INKWELL_WEBHOOK_SECRET (the endpoint’s signing secret).');
    process.exit(1);
  }
  const inkwell = inkwellClient({ apiUrl: INKWELL_API_URL, apiKey: INKWELL_API_KEY });
  const receiver = webhookReceiver({
    secret: INKWELL_WEBHOOK_SECRET,
    onEvent: (event) => {
      console.log(`${event.createdAt} ${event.type} ${JSON.stringify(event.data.order ?? event.data)}`);
      if (event.type === 'order.ready') {
        inkwell.getText(event.data.order.id).then(
          ({ body }) => console.log(`text of order ${event.data.order.id} (${body.words} words):\n${body.content}\n`),
          (error) => console.error(error.message),
        );
      }
    },
  });
  console.log(`receiving webhooks at ${await receiver.listen(Number(PORT), '0.0.0.0')}`);
  if (PROJECT_ID && ORDER_TITLE) {
    const key = randomUUID();
    const request = { language: 'de-DE', level: 'good', type: 'OO', processingDays: 2, orders: [{ title: ORDER_TITLE, minWords: 300, maxWords: 500 }] };
    const first = await inkwell.createOrders(Number(PROJECT_ID), request, key);
    const retry = await inkwell.createOrders(Number(PROJECT_ID), request, key);
    console.log(`ordered ${first.body.ids.join(', ')}; the retry with the same key answered ${retry.body.ids.join(', ')} (replayed: ${retry.replayed})`);
  }
}

module.exports = { TOLERANCE_SECONDS, verifySignature, inkwellClient, webhookReceiver };

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
