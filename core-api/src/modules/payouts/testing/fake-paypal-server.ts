import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface FakePaypalItem {
  payoutItemId: string;
  senderItemId: string;
  receiver: string;
  value: string;
  currency: string;
  transactionStatus: string;
  error: string | null;
}

export interface FakePaypalBatch {
  payoutBatchId: string;
  senderBatchId: string;
  batchStatus: string;
  items: FakePaypalItem[];
}

export interface FakePaypalServer {
  /** base URL for PAYPAL_API_URL */
  url: string;
  clientId: string;
  secret: string;
  batches: Map<string, FakePaypalBatch>;
  /** every call, in order, e.g. "POST /v1/payments/payouts" */
  requests: string[];
  /** receivers whose item FAILS with this message (e.g. an unconfirmed account) */
  failingReceivers: Map<string, string>;
  /** while set, POST /v1/payments/payouts answers this status (a 5xx outage, or PayPal refusing) */
  payoutsAnswer: number | null;
  /** when true, new items stay PENDING until `settle` */
  holdItems: boolean;
  /** decides the held items of a batch: SUCCESS, or FAILED for failing receivers */
  settle(payoutBatchId: string): void;
  close(): Promise<void>;
}

const SENDER_BATCH_ID = /^[\w.:-]{1,256}$/;
const AMOUNT = /^\d{1,10}\.\d{2}$/;

/**
 * The part of PayPal's Payouts REST API core-api uses, for tests: POST /v1/oauth2/token (Basic client id and
 * secret, client_credentials), POST /v1/payments/payouts (a sender_batch_id used before answers 400
 * USER_BUSINESS_ERROR linking the original batch, as PayPal does) and GET /v1/payments/payouts/{id}.
 */
export async function startFakePaypalServer(): Promise<FakePaypalServer> {
  const clientId = 'fake-paypal-client-id';
  const secret = 'fake-paypal-secret';
  const tokens = new Set<string>();
  const batches = new Map<string, FakePaypalBatch>();
  const bySenderId = new Map<string, string>();
  const requests: string[] = [];
  const failingReceivers = new Map<string, string>();
  let url = '';

  const decide = (item: FakePaypalItem) => {
    const failure = failingReceivers.get(item.receiver);
    item.transactionStatus = failure ? 'FAILED' : 'SUCCESS';
    item.error = failure ?? null;
  };
  const batchStatusOf = (batch: FakePaypalBatch) => (batch.items.some((i) => i.transactionStatus === 'PENDING') ? 'PROCESSING' : 'SUCCESS');

  const fake: FakePaypalServer = {
    url: '',
    clientId,
    secret,
    batches,
    requests,
    failingReceivers,
    payoutsAnswer: null,
    holdItems: false,
    settle(payoutBatchId) {
      const batch = batches.get(payoutBatchId);
      if (!batch) throw new Error(`No fake PayPal batch ${payoutBatchId}`);
      for (const item of batch.items) if (item.transactionStatus === 'PENDING') decide(item);
      batch.batchStatus = batchStatusOf(batch);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://paypal.test').pathname;
    requests.push(`${req.method} ${path}`);
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const authorization = req.headers.authorization ?? '';
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
        if (authorization !== expected || !raw.includes('grant_type=client_credentials')) {
          return answer(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        }
        const token = `A21AA${randomBytes(16).toString('hex')}`;
        tokens.add(token);
        return answer(200, { scope: 'https://uri.paypal.com/services/payments/payouts', access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!tokens.has(authorization.replace(/^Bearer /, ''))) {
        return answer(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' });
      }
      if (req.method === 'POST' && path === '/v1/payments/payouts') {
        if (fake.payoutsAnswer !== null) return answer(fake.payoutsAnswer, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' });
        let body: {
          sender_batch_header?: { sender_batch_id?: string };
          items?: { receiver?: string; amount?: { value?: string; currency?: string }; sender_item_id?: string }[];
        };
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          return answer(400, { name: 'MALFORMED_REQUEST', message: 'The request JSON is not well formed.' });
        }
        const senderBatchId = body.sender_batch_header?.sender_batch_id ?? '';
        const items = body.items ?? [];
        const invalid = !SENDER_BATCH_ID.test(senderBatchId) || items.length === 0 || items.length > 15000 || items.some((i) => !i.receiver || !AMOUNT.test(i.amount?.value ?? '') || !/^[A-Z]{3}$/.test(i.amount?.currency ?? ''));
        if (invalid) return answer(400, { name: 'VALIDATION_ERROR', message: 'Invalid request - see details.', details: [{ issue: 'INVALID_REQUEST' }] });
        const existing = bySenderId.get(senderBatchId);
        if (existing) {
          return answer(400, {
            name: 'USER_BUSINESS_ERROR',
            message: 'User business error.',
            details: [{ field: 'SENDER_BATCH_ID', issue: 'SENDER_BATCH_ID_ALREADY_USED', description: 'Batch with given sender_batch_id already exists' }],
            links: [{ href: `${url}/v1/payments/payouts/${existing}`, rel: 'self', method: 'GET' }],
          });
        }
        const payoutBatchId = randomBytes(6).toString('hex').toUpperCase();
        const batch: FakePaypalBatch = {
          payoutBatchId,
          senderBatchId,
          batchStatus: 'PENDING',
          items: items.map((i) => ({
            payoutItemId: randomBytes(6).toString('hex').toUpperCase(),
            senderItemId: i.sender_item_id ?? '',
            receiver: i.receiver ?? '',
            value: i.amount?.value ?? '',
            currency: i.amount?.currency ?? '',
            transactionStatus: 'PENDING',
            error: null,
          })),
        };
        batches.set(payoutBatchId, batch);
        bySenderId.set(senderBatchId, payoutBatchId);
        if (!fake.holdItems) fake.settle(payoutBatchId);
        return answer(201, {
          batch_header: { payout_batch_id: payoutBatchId, batch_status: 'PENDING', sender_batch_header: { sender_batch_id: senderBatchId } },
          links: [{ href: `${url}/v1/payments/payouts/${payoutBatchId}`, rel: 'self', method: 'GET' }],
        });
      }
      const batchPath = /^\/v1\/payments\/payouts\/([A-Za-z0-9]+)$/.exec(path);
      if (req.method === 'GET' && batchPath) {
        const batch = batches.get(batchPath[1] as string);
        if (!batch) return answer(404, { name: 'RESOURCE_NOT_FOUND', message: 'The requested resource was not found.' });
        return answer(200, {
          batch_header: { payout_batch_id: batch.payoutBatchId, batch_status: batch.batchStatus, sender_batch_header: { sender_batch_id: batch.senderBatchId } },
          items: batch.items.map((i) => ({
            payout_item_id: i.payoutItemId,
            transaction_status: i.transactionStatus,
            payout_batch_id: batch.payoutBatchId,
            payout_item: { recipient_type: 'EMAIL', amount: { value: i.value, currency: i.currency }, receiver: i.receiver, sender_item_id: i.senderItemId },
            ...(i.error ? { errors: { name: 'RECEIVER_UNCONFIRMED', message: i.error } } : {}),
          })),
        });
      }
      answer(404, { name: 'RESOURCE_NOT_FOUND', message: 'The requested resource was not found.' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}
