import { QueryTypes } from 'sequelize';
import {
  WEBHOOK_ENDPOINTS_PER_CLIENT_MAX,
  WEBHOOK_PING_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointChange,
  type WebhookEndpointCreated,
  type WebhookEndpointPage,
  type WebhookEventType,
  type WebhookPingResult,
} from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';
import type { WebhookConfig } from '../../config.js';
import { database } from '../../shared/database.js';
import type { PageQuery } from '../../shared/query-schemas.js';
import { eventBody, sendSigned } from './webhook-delivery.js';
import { queueDeliveries } from './webhook-outbox.js';
import { newWebhookSecret } from './webhook-signature.js';
import { refusedTarget } from './webhook-targets.js';

interface EndpointRow {
  id: number;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  status: 'enabled' | 'disabled';
  disabled_reason: string | null;
  failing_since: Date | null;
  created_at: Date;
  secret: string;
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: WebhookEventType;
  status: WebhookDelivery['status'];
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_response_excerpt: string | null;
  last_error: string | null;
  created_at: Date;
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function endpointDto(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status,
    disabledReason: row.disabled_reason,
    failingSince: iso(row.failing_since),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function deliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    eventId: Number(row.event_id),
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: iso(row.next_attempt_at),
    lastAttemptAt: iso(row.last_attempt_at),
    statusCode: row.last_status_code,
    latencyMs: row.last_latency_ms,
    responseExcerpt: row.last_response_excerpt,
    error: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const ENDPOINT_COLUMNS = 'id, url, description, events, status, disabled_reason, failing_since, created_at, secret';

/** The endpoint of this client, or 404 (another client's endpoint is not found either). */
async function ownEndpoint(clientId: number, id: number): Promise<EndpointRow> {
  const [row] = await database().query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = :id AND client_id = :clientId`, {
    type: QueryTypes.SELECT,
    replacements: { id, clientId },
  });
  if (!row) throw AppError.notFound('Webhook endpoint');
  return row;
}

/** 422 naming `url` when the endpoint could reach inside the platform's network (SSRF). */
async function requireReachable(url: string, config: WebhookConfig): Promise<void> {
  const parsed = new URL(url);
  if (!config.allowPrivateTargets && parsed.protocol !== 'https:') throw AppError.unprocessable('A webhook URL must use https', { url: ['must use https'] });
  const refused = await refusedTarget(parsed, config.allowPrivateTargets);
  if (refused) throw AppError.unprocessable(`Webhooks cannot be delivered there: ${refused}`, { url: [refused] });
}

export async function listWebhookEndpoints(clientId: number): Promise<WebhookEndpointPage> {
  const rows = await database().query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE client_id = :clientId ORDER BY id`, {
    type: QueryTypes.SELECT,
    replacements: { clientId },
  });
  return { data: rows.map(endpointDto), total: rows.length };
}

export async function getWebhookEndpoint(clientId: number, id: number): Promise<WebhookEndpoint> {
  return endpointDto(await ownEndpoint(clientId, id));
}

/**
 * Registers an endpoint with a new secret, answered this once. The URL must resolve to a public address unless the
 * configuration allows private ones (tests, local development).
 *
 * @throws AppError 422 naming `url` for a private target; 422 past WEBHOOK_ENDPOINTS_PER_CLIENT_MAX endpoints
 */
export async function createWebhookEndpoint(config: WebhookConfig, clientId: number, body: WebhookEndpointBody): Promise<WebhookEndpointCreated> {
  await requireReachable(body.url, config);
  return database().transaction(async (transaction) => {
    // Per-client lock: concurrent registrations count one after the other.
    await database().query("SELECT pg_advisory_xact_lock(hashtext('webhook-endpoints'), :clientId)", { replacements: { clientId }, transaction });
    const [{ count }] = (await database().query<{ count: number }>('SELECT count(*)::int AS count FROM webhook_endpoints WHERE client_id = :clientId', {
      type: QueryTypes.SELECT,
      replacements: { clientId },
      transaction,
    })) as [{ count: number }];
    if (count >= WEBHOOK_ENDPOINTS_PER_CLIENT_MAX) throw AppError.unprocessable(`A client may register at most ${WEBHOOK_ENDPOINTS_PER_CLIENT_MAX} webhook endpoints`);
    const [row] = (await database().query<EndpointRow>(
      `INSERT INTO webhook_endpoints (client_id, url, description, events, secret)
       VALUES (:clientId, :url, :description, ARRAY[:events]::text[], :secret)
       RETURNING ${ENDPOINT_COLUMNS}`,
      { type: QueryTypes.SELECT, replacements: { clientId, url: body.url, description: body.description || null, events: body.events, secret: newWebhookSecret() }, transaction },
    )) as [EndpointRow];
    return { ...endpointDto(row), secret: row.secret };
  });
}

/** Changes an endpoint; enabling one Inkwell disabled clears its failure record, so it gets a fresh retry window. */
export async function updateWebhookEndpoint(config: WebhookConfig, clientId: number, id: number, change: WebhookEndpointChange): Promise<WebhookEndpoint> {
  const current = await ownEndpoint(clientId, id);
  if (change.url !== undefined && change.url !== current.url) await requireReachable(change.url, config);
  const status = change.enabled === undefined ? current.status : change.enabled ? 'enabled' : 'disabled';
  const reenabled = status === 'enabled' && current.status === 'disabled';
  const [row] = (await database().query<EndpointRow>(
    `UPDATE webhook_endpoints
        SET url = :url, description = :description, events = ARRAY[:events]::text[], status = :status,
            disabled_reason = CASE WHEN :status = 'enabled' THEN NULL ELSE disabled_reason END,
            failing_since = CASE WHEN :reenabled THEN NULL ELSE failing_since END, updated_at = now()
      WHERE id = :id AND client_id = :clientId
      RETURNING ${ENDPOINT_COLUMNS}`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        id,
        clientId,
        url: change.url ?? current.url,
        description: change.description === undefined ? current.description : change.description || null,
        events: change.events ?? current.events,
        status,
        reenabled,
      },
    },
  )) as [EndpointRow | undefined];
  if (!row) throw AppError.notFound('Webhook endpoint');
  return endpointDto(row);
}

/** Removes an endpoint with its delivery log. */
export async function deleteWebhookEndpoint(clientId: number, id: number): Promise<void> {
  const [, result] = (await database().query('DELETE FROM webhook_endpoints WHERE id = :id AND client_id = :clientId', { replacements: { id, clientId } })) as [
    unknown,
    { rowCount?: number },
  ];
  if (!result?.rowCount) throw AppError.notFound('Webhook endpoint');
}

/** The endpoint's delivery log, newest first: each delivery's status, attempts and its last answer. */
export async function listWebhookDeliveries(clientId: number, endpointId: number, page: PageQuery): Promise<WebhookDeliveryPage> {
  await ownEndpoint(clientId, endpointId);
  const rows = await database().query<DeliveryRow & { total: number }>(
    `SELECT d.id, d.event_id, e.type AS event_type, d.status, d.attempts, d.next_attempt_at, d.last_attempt_at, d.last_status_code, d.last_latency_ms,
            d.last_response_excerpt, d.last_error, d.created_at, count(*) OVER ()::int AS total
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
      WHERE d.endpoint_id = :endpointId
      ORDER BY d.id DESC
      LIMIT :limit OFFSET :offset`,
    { type: QueryTypes.SELECT, replacements: { endpointId, limit: page.limit, offset: page.offset } },
  );
  const total =
    rows[0]?.total ??
    ((await database().query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = :endpointId', { type: QueryTypes.SELECT, replacements: { endpointId } }))[0]?.n ?? 0);
  return { data: rows.map(deliveryDto), total };
}

/**
 * Sends a delivery's event again as a new delivery, queued now, with its own attempts and retries; the event keeps
 * its id, so a receiver that already processed it can tell.
 *
 * @throws AppError 404 for a delivery not of this endpoint; 409 when the endpoint is disabled
 */
export async function redeliverWebhook(clientId: number, endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
  const endpoint = await ownEndpoint(clientId, endpointId);
  if (endpoint.status === 'disabled') throw AppError.conflict('The endpoint is disabled: enable it before redelivering');
  return database().transaction(async (transaction) => {
    const [row] = await database().query<DeliveryRow>(
      `WITH copy AS (
         INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, redelivery_of)
         SELECT event_id, endpoint_id, now(), id FROM webhook_deliveries WHERE id = :deliveryId AND endpoint_id = :endpointId
         RETURNING *
       )
       SELECT copy.id, copy.event_id, e.type AS event_type, copy.status, copy.attempts, copy.next_attempt_at, copy.last_attempt_at, copy.last_status_code,
              copy.last_latency_ms, copy.last_response_excerpt, copy.last_error, copy.created_at
         FROM copy JOIN webhook_events e ON e.id = copy.event_id`,
      { type: QueryTypes.SELECT, replacements: { deliveryId, endpointId }, transaction },
    );
    if (!row) throw AppError.notFound('Webhook delivery');
    await queueDeliveries([row.id], transaction);
    return deliveryDto(row);
  });
}

/**
 * The API connection check: a signed `ping` event sent now, outside the delivery log and its retries, and what the
 * receiver answered.
 */
export async function pingWebhookEndpoint(config: WebhookConfig, clientId: number, endpointId: number): Promise<WebhookPingResult> {
  const endpoint = await ownEndpoint(clientId, endpointId);
  const body = eventBody({ id: `ping_${Date.now()}`, type: WEBHOOK_PING_EVENT, createdAt: new Date(), data: { endpointId: endpoint.id } });
  const answer = await sendSigned(endpoint.url, endpoint.secret, WEBHOOK_PING_EVENT, null, body, config);
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  return { ok, statusCode: answer.statusCode, latencyMs: answer.latencyMs, responseExcerpt: answer.responseExcerpt, error: ok ? null : (answer.error ?? `The endpoint answered ${answer.statusCode}`) };
}
