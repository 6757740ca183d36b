import PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { autoAccept, expireDeadlines, lapseDirectRequests, type SweepResult } from './order-sweeps.js';
import { registerInvoiceJobs } from './invoice-jobs.js';
import { registerCreditNoteJobs } from './credit-note-jobs.js';
import { registerLedgerAuditJobs } from './ledger-audit-jobs.js';
import { registerPayoutJobs } from './payout-jobs.js';
import { registerMailJobs } from './mail-jobs.js';
import { registerImportJobs } from './import-jobs.js';
import { registerAiCheckJobs } from './ai-check-jobs.js';
import { registerWebhookJobs } from './webhook-jobs.js';

export const ORDER_SWEEPS_QUEUE = 'order-sweeps';

export interface RunningJobs {
  stop(): Promise<void>;
}

function report(runtime: Runtime, sweep: string, result: SweepResult): void {
  if (result.done.length) runtime.logger.info(`${sweep} moved orders`, { orders: result.done });
  for (const { id, error } of result.failed) {
    runtime.logger.error(`${sweep} failed for an order`, { orderId: id, error: error instanceof Error ? error.stack : String(error) });
  }
}

/**
 * Runs the order sweeps every minute through pg-boss, in the same PostgreSQL. pg-boss's cron is shared by all
 * replicas, so each minute's sweep is queued once; the 'stately' policy keeps at most one waiting and one
 * running, so a slow sweep is never overtaken by the next.
 */
export async function startJobs(runtime: Runtime): Promise<RunningJobs> {
  const boss = new PgBoss({ connectionString: runtime.config.databaseUrl });
  boss.on('error', (error) => runtime.logger.error('pg-boss error', { error: error.stack }));
  await boss.start();
  await boss.createQueue(ORDER_SWEEPS_QUEUE, { name: ORDER_SWEEPS_QUEUE, policy: 'stately' });
  await boss.schedule(ORDER_SWEEPS_QUEUE, '* * * * *');
  await boss.work(ORDER_SWEEPS_QUEUE, async () => {
    report(runtime, 'deadline sweep', await expireDeadlines(new Date()));
    report(runtime, 'auto-accept sweep', await autoAccept(new Date()));
    report(runtime, 'direct request sweep', await lapseDirectRequests(new Date()));
  });
  await registerInvoiceJobs(boss, runtime);
  await registerCreditNoteJobs(boss, runtime);
  await registerLedgerAuditJobs(boss, runtime);
  await registerPayoutJobs(boss, runtime);
  await registerImportJobs(boss, runtime);
  await registerAiCheckJobs(boss, runtime);
  const mail = await registerMailJobs(boss, runtime);
  const webhooks = await registerWebhookJobs(boss, runtime);
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }).finally(() => { webhooks.stop(); mail.stop(); }) };
}
