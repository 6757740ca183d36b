import PgBoss from 'pg-boss';
import { QueryTypes, type Transaction } from 'sequelize';
import type { WebhookEventType } from '@inkwell/contracts';
import { database } from '../../shared/database.js';

/** The pg-boss queue whose jobs make one delivery attempt each. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** What an event says; ids, statuses and short texts, read by the partner's system. */
export type WebhookEventData = Record<string, unknown>;

let jobs: PgBoss | undefined;
const wakers = new Set<() => void>();

/**
 * pg-boss writes its job with the statement it is given; running it on the caller's transaction puts the job in
 * the same commit as the delivery row. The instance is never started: it only lends pg-boss's INSERT.
 */
function queue(): PgBoss {
  jobs ??= new PgBoss({ db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await database().query(text, { bind: values.map((v) => v ?? null), type: QueryTypes.SELECT }) }) } });
  return jobs;
}

function onTransaction(transaction: Transaction) {
  return {
    executeSql: async (text: string, values: unknown[]) => ({
      rows: await database().query<Record<string, unknown>>(text, { bind: values.map((v) => v ?? null), transaction, type: QueryTypes.SELECT }),
    }),
  };
}

/** The transaction that commits: a use case's savepoint hands its after-commit work to the real one. */
function outermost(transaction: Transaction): Transaction {
  let root = transaction as Transaction & { parent?: Transaction };
  while (root.parent) root = root.parent as Transaction & { parent?: Transaction };
  return root;
}

/** Lets this process's delivery workers start at once when an event commits instead of at their next poll. */
export function onWebhookQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Queues delivery attempts in `transaction`; `startAfter` for a retry's wait. */
export async function queueDeliveries(deliveryIds: readonly string[], transaction: Transaction, startAfter?: Date): Promise<void> {
  if (!deliveryIds.length) return;
  // Without a queue (the jobs have not started in this database yet) the deliveries wait as pending rows, and
  // the jobs queue every pending one when they start.
  await queue().insert(
    deliveryIds.map((deliveryId) => ({ name: WEBHOOK_DELIVERY_QUEUE, data: { deliveryId }, ...(startAfter ? { startAfter } : {}) })),
    { db: onTransaction(transaction) },
  );
  if (!startAfter) outermost(transaction).afterCommit(() => wakers.forEach((wake) => wake()));
}

/**
 * Records that something happened to a client (decision 069): one outbox row and one delivery for each of the
 * client's enabled endpoints that subscribed to the type, written in the transaction of the change itself, so a
 * committed change always reaches the endpoints and a rolled-back one never does. Nothing is written for a client
 * without such an endpoint.
 */
export async function recordEvent(transaction: Transaction, clientId: number, type: WebhookEventType, data: WebhookEventData): Promise<void> {
  const rows = await database().query<{ delivery_id: string }>(
    `WITH endpoints AS (
       SELECT id FROM webhook_endpoints WHERE client_id = :clientId AND status = 'enabled' AND :type = ANY(events)
     ), event AS (
       INSERT INTO webhook_events (client_id, type, data)
       SELECT :clientId, :type, CAST(:data AS jsonb) WHERE EXISTS (SELECT 1 FROM endpoints)
       RETURNING id
     )
     INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at)
     SELECT event.id, endpoints.id, now() FROM event CROSS JOIN endpoints
     RETURNING id AS delivery_id`,
    { type: QueryTypes.SELECT, replacements: { clientId, type, data: JSON.stringify(data) }, transaction },
  );
  await queueDeliveries(rows.map((r) => r.delivery_id), transaction);
}
