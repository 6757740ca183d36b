import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { runMonthlyInvoices, type MonthlyRunResult } from '../modules/invoices/index.js';

export const INVOICE_RUN_QUEUE = 'invoice-run';

/** 02:00 UTC on the 1st: the month before is complete, and it is the quietest hour of the platform. */
export const INVOICE_RUN_CRON = '0 2 1 * *';

export function reportInvoiceRun(runtime: Pick<Runtime, 'logger'>, result: MonthlyRunResult): void {
  for (const { clientId, invoices } of result.invoiced) {
    runtime.logger.info('invoice run wrote invoices', { clientId, invoices: invoices.map((i) => i.number) });
  }
  for (const { clientId, error } of result.failed) {
    runtime.logger.error('invoice run failed for a client', { clientId, error: error instanceof Error ? error.stack : String(error) });
  }
}

/**
 * The monthly invoice run (decision 014) on the process's pg-boss: the cron is shared by every replica, so
 * each month's run is queued once, and 'stately' keeps a slow run from being overtaken by a retry. A client
 * that fails is logged and skipped; the job itself only fails (and is retried) when the run cannot start.
 */
export async function registerInvoiceJobs(boss: PgBoss, runtime: Runtime): Promise<void> {
  await boss.createQueue(INVOICE_RUN_QUEUE, { name: INVOICE_RUN_QUEUE, policy: 'stately' });
  await boss.schedule(INVOICE_RUN_QUEUE, INVOICE_RUN_CRON, undefined, { tz: 'UTC' });
  await boss.work(INVOICE_RUN_QUEUE, async () => {
    reportInvoiceRun(runtime, await runMonthlyInvoices(new Date()));
  });
}
