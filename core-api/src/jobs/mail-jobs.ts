import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { createMailDelivery } from '../modules/notifications/index.js';

export interface MailJobs {
  stop(): void;
}

/**
 * Hands outbox mails to SMTP, one pg-boss job per mail queued in the transaction that wrote it (decision 033).
 * A failed attempt throws, so pg-boss runs the job again after an exponentially growing wait; the mail records
 * each attempt, and once it gives up staff see it as failed and may retry it. Without SMTP nothing is queued.
 */
export async function registerMailJobs(boss: PgBoss, runtime: Runtime, options: { pollingIntervalSeconds?: number } = {}): Promise<MailJobs> {
  const delivery = createMailDelivery(runtime.config, runtime.sequelize, runtime.logger);
  if (!delivery) return { stop: () => undefined };
  const { name, ...retry } = delivery.queue;
  await boss.createQueue(name, { name, policy: 'standard', ...retry });
  // A queue made by an earlier version keeps its policy unless told the current one.
  await boss.updateQueue(name, { name, policy: 'standard', ...retry });
  await boss.work<{ outboxId: string }>(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async ([job]) => {
    if (!job) return;
    const outcome = await delivery.deliver(job.data.outboxId);
    if (outcome === 'retrying') throw new Error(`mail ${job.data.outboxId} was not delivered; it is retried with backoff`);
  });
  return { stop: () => delivery.close() };
}
