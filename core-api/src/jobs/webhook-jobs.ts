import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { purgeIdempotencyKeys } from '../http/idempotency.js';
import { WEBHOOK_DELIVERY_QUEUE, deliverWebhooks, onWebhookQueued, pendingDeliveries, queueDeliveries } from '../modules/webhooks/index.js';

const IDEMPOTENCY_PURGE_QUEUE = 'idempotency-keys-purge';
/** Workers per process, each taking a batch of attempts at once: a slow receiver holds up only its own batch. */
const WORKERS = 4;
const BATCH = 25;

export interface WebhookJobs {
  stop(): void;
}

/**
 * Delivers webhooks (decision 069): one pg-boss job per attempt, queued with the event in its transaction or,
 * for a retry, with the backoff as the job's start time. An event's commit wakes this process's workers, so a
 * delivery starts within milliseconds rather than at the next poll; other replicas poll every half second. On
 * start every pending delivery is queued again (a second job for one is harmless: the attempt claims it first).
 * The same jobs forget idempotency keys older than a day, hourly.
 */
export async function registerWebhookJobs(boss: PgBoss, runtime: Runtime, options: { pollingIntervalSeconds?: number } = {}): Promise<WebhookJobs> {
  const deps = { config: runtime.config.webhooks, mailer: runtime.mailer, logger: runtime.logger, clientAppUrl: runtime.config.clientAppUrl };
  // pg-boss's own retries are not used: an attempt records its failure and queues the next one itself.
  const queue = { name: WEBHOOK_DELIVERY_QUEUE, policy: 'standard' as const, retryLimit: 2, retryDelay: 5, expireInSeconds: 5 * 60 };
  await boss.createQueue(WEBHOOK_DELIVERY_QUEUE, queue);
  await boss.updateQueue(WEBHOOK_DELIVERY_QUEUE, queue);
  const workerIds: string[] = [];
  for (let i = 0; i < WORKERS; i += 1) {
    workerIds.push(
      await boss.work<{ deliveryId: string }>(WEBHOOK_DELIVERY_QUEUE, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: BATCH }, async (jobs) => {
        const ids = jobs.map((job) => job.data.deliveryId);
        try {
          await deliverWebhooks(deps, ids);
        } catch (error) {
          runtime.logger.error('webhook delivery attempts failed to record; pg-boss runs them again', { deliveryIds: ids, error: error instanceof Error ? error.stack : String(error) });
          throw error;
        }
      }),
    );
  }
  const stopWaking = onWebhookQueued(() => workerIds.forEach((id) => boss.notifyWorker(id)));

  const pending = await pendingDeliveries();
  if (pending.length) {
    await runtime.sequelize.transaction(async (transaction) => {
      const now = new Date();
      const due = pending.filter((p) => !p.nextAttemptAt || p.nextAttemptAt <= now).map((p) => p.id);
      await queueDeliveries(due, transaction);
      for (const later of pending.filter((p) => p.nextAttemptAt && p.nextAttemptAt > now)) await queueDeliveries([later.id], transaction, later.nextAttemptAt ?? undefined);
    });
    runtime.logger.info('pending webhook deliveries queued again', { count: pending.length });
  }

  await boss.createQueue(IDEMPOTENCY_PURGE_QUEUE, { name: IDEMPOTENCY_PURGE_QUEUE, policy: 'stately' });
  await boss.schedule(IDEMPOTENCY_PURGE_QUEUE, '17 * * * *');
  await boss.work(IDEMPOTENCY_PURGE_QUEUE, async () => {
    const purged = await purgeIdempotencyKeys();
    if (purged) runtime.logger.info('idempotency keys older than a day forgotten', { purged });
  });
  return { stop: () => stopWaking() };
}
