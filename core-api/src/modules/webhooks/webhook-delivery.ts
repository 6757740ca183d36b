import { QueryTypes } from 'sequelize';
import { WEBHOOK_SIGNATURE_HEADER, type InterfaceLanguage, type WebhookEventType } from '@inkwell/contracts';
import type { Logger } from '@inkwell/service-kit';
import type { WebhookConfig } from '../../config.js';
import { database } from '../../shared/database.js';
import type { Mailer } from '../notifications/index.js';
import { findClientById } from '../users/index.js';
import { queueDeliveries } from './webhook-outbox.js';
import { postWebhook, type WebhookAnswer } from './webhook-request.js';
import { signWebhookBody } from './webhook-signature.js';

/** The longest wait between two attempts: past it the backoff stops doubling. */
const MAX_RETRY_DELAY_MS = 12 * 60 * 60 * 1000;

export type WebhookDeliveryOutcome = 'succeeded' | 'retrying' | 'failed' | 'skipped';

interface ClaimedDelivery {
  id: string;
  attempts: number;
  created_at: Date;
  event_id: string;
  event_type: WebhookEventType;
  event_data: Record<string, unknown>;
  event_created_at: Date;
  endpoint_id: number;
  client_id: number;
  url: string;
  secret: string;
  endpoint_status: 'enabled' | 'disabled';
  failing_since: Date | null;
}

/** The JSON every delivery of an event carries: the same bytes for every attempt, only the signature's time moves. */
export function eventBody(event: { id: string | number; type: string; createdAt: Date; data: unknown }): string {
  return JSON.stringify({ id: `evt_${event.id}`, type: event.type, createdAt: event.createdAt.toISOString(), data: event.data });
}

/** Sends an event body to a URL with the endpoint's signature. */
export function sendSigned(url: string, secret: string, type: string, deliveryId: string | null, body: string, config: WebhookConfig): Promise<WebhookAnswer> {
  return postWebhook(
    url,
    body,
    { [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body), 'Inkwell-Event': type, ...(deliveryId ? { 'Inkwell-Delivery': deliveryId } : {}) },
    { timeoutMs: config.timeoutMs, allowPrivateTargets: config.allowPrivateTargets },
  );
}

const DISABLED_MAIL: Record<InterfaceLanguage, { subject: string; text: (url: string, link: string) => string }> = {
  en: {
    subject: 'Inkwell disabled a webhook endpoint',
    text: (url, link) => `Deliveries to ${url} have failed for three days, so Inkwell stopped sending events there.\n\nCheck the endpoint and enable it again in Settings → API: ${link}`,
  },
  de: {
    subject: 'Inkwell hat einen Webhook-Endpunkt deaktiviert',
    text: (url, link) => `Zustellungen an ${url} schlagen seit drei Tagen fehl, daher sendet Inkwell dorthin keine Ereignisse mehr.\n\nPrüfen Sie den Endpunkt und aktivieren Sie ihn unter Einstellungen → API wieder: ${link}`,
  },
  fr: {
    subject: 'Inkwell a désactivé un point de terminaison webhook',
    text: (url, link) => `Les envois vers ${url} échouent depuis trois jours : Inkwell n’y envoie plus d’événements.\n\nVérifiez le point de terminaison et réactivez-le dans Paramètres → API : ${link}`,
  },
  it: {
    subject: 'Inkwell ha disattivato un endpoint webhook',
    text: (url, link) => `Le consegne a ${url} non riescono da tre giorni, perciò Inkwell non vi invia più eventi.\n\nControlla l’endpoint e riattivalo in Impostazioni → API: ${link}`,
  },
};

export interface WebhookDeliveryDeps {
  config: WebhookConfig;
  mailer: Mailer;
  logger: Logger;
  clientAppUrl: string;
}

/** The delay before attempt `attempts + 1`: the configured first wait, doubling, at most 12 hours. */
export function retryDelayMs(config: WebhookConfig, attempts: number): number {
  return Math.min(config.retryDelayMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Claims pending deliveries for the requests' duration: a second job for one of them finds it taken and leaves it. */
async function claimDeliveries(deliveryIds: readonly string[], leaseSeconds: number): Promise<ClaimedDelivery[]> {
  if (!deliveryIds.length) return [];
  return database().query<ClaimedDelivery>(
    `UPDATE webhook_deliveries d SET claimed_until = now() + make_interval(secs => :lease)
       FROM webhook_events e, webhook_endpoints p
      WHERE d.id IN (:deliveryIds) AND d.status = 'pending' AND (d.claimed_until IS NULL OR d.claimed_until < now())
        AND e.id = d.event_id AND p.id = d.endpoint_id
      RETURNING d.id, d.attempts, d.created_at, e.id AS event_id, e.type AS event_type, e.data AS event_data, e.created_at AS event_created_at,
                p.id AS endpoint_id, p.client_id, p.url, p.secret, p.status AS endpoint_status, p.failing_since`,
    { type: QueryTypes.SELECT, replacements: { deliveryIds: [...deliveryIds], lease: leaseSeconds } },
  );
}

/**
 * One attempt of each of some deliveries (decision 069), the batch a worker fetched: they are claimed in one
 * statement, each event is POSTed signed (all at once), and each attempt is recorded with its delivery's next step:
 * done (one statement), or, in one transaction, a retry queued after the backoff or, once the retry window has
 * passed, failed for good. An endpoint that has not answered once in a whole retry window is disabled and its
 * client told by e-mail.
 */
export async function deliverWebhooks(deps: WebhookDeliveryDeps, deliveryIds: readonly string[]): Promise<WebhookDeliveryOutcome[]> {
  const claimed = await claimDeliveries(deliveryIds, (deps.config.timeoutMs * 2 + 5_000) / 1000);
  const outcomes = await Promise.all(claimed.map((delivery) => attempt(deps, delivery)));
  return [...outcomes, ...Array.from({ length: deliveryIds.length - claimed.length }, () => 'skipped' as const)];
}

async function attempt(deps: WebhookDeliveryDeps, delivery: ClaimedDelivery): Promise<WebhookDeliveryOutcome> {
  const sequelize = database();
  if (delivery.endpoint_status === 'disabled') {
    await sequelize.query(
      "UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint is disabled', next_attempt_at = NULL, claimed_until = NULL WHERE id = :id",
      { replacements: { id: delivery.id } },
    );
    return 'failed';
  }

  const body = eventBody({ id: delivery.event_id, type: delivery.event_type, createdAt: new Date(delivery.event_created_at), data: delivery.event_data });
  const answer = await sendSigned(delivery.url, delivery.secret, delivery.event_type, delivery.id, body, deps.config);
  const succeeded = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const attempts = delivery.attempts + 1;
  const now = new Date();
  const retryAt = new Date(now.getTime() + retryDelayMs(deps.config, attempts));
  const windowEnds = new Date(new Date(delivery.created_at).getTime() + deps.config.retryWindowSeconds * 1000);
  const outcome: WebhookDeliveryOutcome = succeeded ? 'succeeded' : retryAt <= windowEnds ? 'retrying' : 'failed';
  const error = succeeded ? null : (answer.error ?? `The endpoint answered ${answer.statusCode}`);

  if (succeeded) {
    // One statement: the attempt, the delivery done, and the endpoint's failure record cleared if it had one.
    await sequelize.query(
      `WITH attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error)
         VALUES (:id, :now, :statusCode, :latencyMs, :excerpt, NULL)
       ), endpoint AS (
         UPDATE webhook_endpoints SET failing_since = NULL WHERE id = :endpointId AND failing_since IS NOT NULL
       )
       UPDATE webhook_deliveries
          SET status = 'succeeded', attempts = :attempts, last_attempt_at = :now, last_status_code = :statusCode, last_latency_ms = :latencyMs,
              last_response_excerpt = :excerpt, last_error = NULL, next_attempt_at = NULL, claimed_until = NULL
        WHERE id = :id`,
      {
        replacements: { id: delivery.id, endpointId: delivery.endpoint_id, now, attempts, statusCode: answer.statusCode, latencyMs: answer.latencyMs, excerpt: answer.responseExcerpt },
      },
    );
    return 'succeeded';
  }

  await sequelize.transaction(async (transaction) => {
    await sequelize.query(
      `INSERT INTO webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, response_excerpt, error)
       VALUES (:id, :now, :statusCode, :latencyMs, :excerpt, :error)`,
      { replacements: { id: delivery.id, now, statusCode: answer.statusCode, latencyMs: answer.latencyMs, excerpt: answer.responseExcerpt, error }, transaction },
    );
    await sequelize.query(
      `UPDATE webhook_deliveries
          SET status = :status, attempts = :attempts, last_attempt_at = :now, last_status_code = :statusCode, last_latency_ms = :latencyMs,
              last_response_excerpt = :excerpt, last_error = :error, next_attempt_at = :next, claimed_until = NULL
        WHERE id = :id`,
      {
        replacements: {
          id: delivery.id,
          status: outcome === 'retrying' ? 'pending' : outcome,
          attempts,
          now,
          statusCode: answer.statusCode,
          latencyMs: answer.latencyMs,
          excerpt: answer.responseExcerpt,
          error,
          next: outcome === 'retrying' ? retryAt : null,
        },
        transaction,
      },
    );
    const [endpoint] = await sequelize.query<{ failing_since: Date }>(
      'UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, :now) WHERE id = :id RETURNING failing_since',
      { type: QueryTypes.SELECT, replacements: { id: delivery.endpoint_id, now }, transaction },
    );
    if (outcome === 'retrying') {
      await queueDeliveries([delivery.id], transaction, retryAt);
      return;
    }
    // Given up. When the endpoint has not answered once since this delivery's first attempt, a whole retry window
    // ago, it is disabled.
    const [first] = await sequelize.query<{ at: Date }>('SELECT min(attempted_at) AS at FROM webhook_attempts WHERE delivery_id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: delivery.id },
      transaction,
    });
    if (endpoint && first?.at && new Date(endpoint.failing_since) <= new Date(first.at)) {
      const [disabled] = await sequelize.query<{ url: string }>(
        `UPDATE webhook_endpoints SET status = 'disabled', disabled_reason = :reason, updated_at = now()
          WHERE id = :id AND status = 'enabled' RETURNING url`,
        { type: QueryTypes.SELECT, replacements: { id: delivery.endpoint_id, reason: `Every delivery failed since ${new Date(endpoint.failing_since).toISOString()}` }, transaction },
      );
      const client = disabled ? await findClientById(delivery.client_id, transaction) : null;
      if (disabled && client) {
        const mail = DISABLED_MAIL[client.language] ?? DISABLED_MAIL.en;
        await deps.mailer.send(
          { to: client.email, subject: mail.subject, text: mail.text(disabled.url, `${deps.clientAppUrl}/settings/api`), template: 'webhook-endpoint-disabled', language: client.language },
          { transaction },
        );
        deps.logger.warn('webhook endpoint disabled after failing for its retry window', { endpointId: delivery.endpoint_id, clientId: delivery.client_id });
      }
    }
  });
  return outcome;
}

/** Every delivery still pending, with when it is due: queued again when the jobs start. */
export async function pendingDeliveries(): Promise<{ id: string; nextAttemptAt: Date | null }[]> {
  const rows = await database().query<{ id: string; next_attempt_at: Date | null }>(
    "SELECT id, next_attempt_at FROM webhook_deliveries WHERE status = 'pending' ORDER BY id",
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => ({ id: r.id, nextAttemptAt: r.next_attempt_at }));
}
