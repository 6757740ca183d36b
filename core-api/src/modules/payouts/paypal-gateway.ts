import { ERROR_CODES } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { PaypalConfig } from '../../config.js';

/** One payout of a PayPal batch, as POST /v1/payments/payouts takes it. */
export interface PaypalPayoutItem {
  /** ours: PayPal answers it back on each item, so a result finds its payout */
  senderItemId: string;
  receiver: string;
  /** decimal text in currency units, e.g. "120.50" */
  value: string;
  currency: string;
  note: string;
}

export interface PaypalBatchRequest {
  senderBatchId: string;
  emailSubject: string;
  items: readonly PaypalPayoutItem[];
}

/** An item's state as GET /v1/payments/payouts/{id} tells it. */
export interface PaypalItemResult {
  senderItemId: string;
  payoutItemId: string;
  /** SUCCESS, FAILED, PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED, REFUNDED, REVERSED */
  transactionStatus: string;
  /** PayPal's words when it failed */
  error: string | null;
}

export interface PaypalBatchResult {
  payoutBatchId: string;
  /** PENDING, PROCESSING, SUCCESS, DENIED, CANCELED */
  batchStatus: string;
  items: PaypalItemResult[];
}

export interface PaypalGateway {
  /** submits a batch; a sender_batch_id PayPal already took answers that earlier batch, so a retry never pays twice */
  createBatch(request: PaypalBatchRequest): Promise<{ payoutBatchId: string; batchStatus: string }>;
  getBatch(payoutBatchId: string): Promise<PaypalBatchResult>;
}

/** PayPal refused the batch itself (not a network or server failure): nothing was paid and nothing will be. */
export class PaypalRefusal extends Error {}

interface PaypalErrorBody {
  name?: string;
  message?: string;
  details?: { issue?: string; field?: string; description?: string }[];
  links?: { href?: string; rel?: string }[];
}

const TIMEOUT_MS = 15_000;
const TOKEN_MARGIN_MS = 60_000;

function unavailable(what: string, cause?: unknown): AppError {
  const reason = cause instanceof Error ? `: ${cause.message}` : '';
  return new AppError(ERROR_CODES.upstreamFailed, `PayPal did not answer ${what}${reason}`, 502);
}

/** The id of the batch a duplicate sender_batch_id points at: PayPal links the original payout. */
function originalBatchOf(body: PaypalErrorBody): string | null {
  if (!body.details?.some((d) => d.issue === 'SENDER_BATCH_ID_ALREADY_USED') && body.name !== 'USER_BUSINESS_ERROR') return null;
  for (const link of body.links ?? []) {
    const id = /\/v1\/payments\/payouts\/([A-Za-z0-9]+)$/.exec(link.href ?? '')?.[1];
    if (id) return id;
  }
  return null;
}

/**
 * PayPal's Payouts REST API over fetch: client-credentials token (cached until shortly before it expires),
 * POST /v1/payments/payouts and GET /v1/payments/payouts/{id}. The base URL comes from PAYPAL_API_URL, so tests
 * and the e2e story talk to a local fake.
 */
export function createPaypalGateway(config: PaypalConfig): PaypalGateway {
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(new URL(path, config.apiUrl), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw unavailable(what, err);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await call(
      '/v1/oauth2/token',
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.secret}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      'the token request',
    );
    if (!res.ok) throw new AppError(ERROR_CODES.upstreamFailed, `PayPal refused the platform's credentials (${res.status}): check PAYPAL_CLIENT_ID and PAYPAL_SECRET`, 502);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw unavailable('with a token');
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function authorized(path: string, init: RequestInit, what: string): Promise<Response> {
    const headers = { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json', Accept: 'application/json' };
    const res = await call(path, { ...init, headers }, what);
    if (res.status !== 401) return res;
    // An expired or revoked token: one fresh token, one more try.
    token = null;
    return call(path, { ...init, headers: { ...headers, Authorization: `Bearer ${await accessToken()}` } }, what);
  }

  return {
    async createBatch(request) {
      const res = await authorized(
        '/v1/payments/payouts',
        {
          method: 'POST',
          body: JSON.stringify({
            sender_batch_header: { sender_batch_id: request.senderBatchId, email_subject: request.emailSubject, recipient_type: 'EMAIL' },
            items: request.items.map((item) => ({
              recipient_type: 'EMAIL',
              receiver: item.receiver,
              amount: { value: item.value, currency: item.currency },
              note: item.note,
              sender_item_id: item.senderItemId,
            })),
          }),
        },
        'the payout batch',
      );
      if (res.status >= 500) throw unavailable(`the payout batch (${res.status})`);
      const body = (await res.json().catch(() => ({}))) as PaypalErrorBody & { batch_header?: { payout_batch_id?: string; batch_status?: string } };
      if (res.ok && body.batch_header?.payout_batch_id) {
        return { payoutBatchId: body.batch_header.payout_batch_id, batchStatus: body.batch_header.batch_status ?? 'PENDING' };
      }
      const original = originalBatchOf(body);
      if (original) return { payoutBatchId: original, batchStatus: 'PENDING' };
      const detail = body.details?.map((d) => d.description ?? d.issue).filter(Boolean).join('; ');
      throw new PaypalRefusal(`${body.message ?? `PayPal answered ${res.status}`}${detail ? ` (${detail})` : ''}`);
    },

    async getBatch(payoutBatchId) {
      const res = await authorized(`/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}`, { method: 'GET' }, 'about the payout batch');
      if (!res.ok) throw unavailable(`about the payout batch (${res.status})`);
      const body = (await res.json()) as {
        batch_header?: { payout_batch_id?: string; batch_status?: string };
        items?: {
          payout_item_id?: string;
          transaction_status?: string;
          payout_item?: { sender_item_id?: string };
          errors?: { name?: string; message?: string };
        }[];
      };
      return {
        payoutBatchId: body.batch_header?.payout_batch_id ?? payoutBatchId,
        batchStatus: body.batch_header?.batch_status ?? 'PENDING',
        items: (body.items ?? []).map((item) => ({
          senderItemId: item.payout_item?.sender_item_id ?? '',
          payoutItemId: item.payout_item_id ?? '',
          transactionStatus: item.transaction_status ?? 'PENDING',
          error: item.errors ? (item.errors.message ?? item.errors.name ?? 'PayPal did not say why') : null,
        })),
      };
    },
  };
}
