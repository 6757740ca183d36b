import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { previousWeek, runCreditNotes } from '../modules/credit-notes/index.js';

export const CREDIT_RUN_QUEUE = 'credit-note-run';

/** 03:00 UTC on Mondays: last week's accepted work is complete, and the invoice run (02:00 on the 1st) is done. */
export const CREDIT_RUN_CRON = '0 3 * * 1';

/**
 * The weekly credit run (decision 061) on the process's pg-boss, scheduled as the monthly invoice run is: queued once
 * per week across replicas, 'stately' so a retry never overtakes a slow run. A linguist who fails is a cron error
 * staff read on the credit notes' cron-errors tab; the job itself fails (and is retried) only when the run cannot start.
 */
export async function registerCreditNoteJobs(boss: PgBoss, runtime: Pick<Runtime, 'logger'>): Promise<void> {
  await boss.createQueue(CREDIT_RUN_QUEUE, { name: CREDIT_RUN_QUEUE, policy: 'stately' });
  await boss.schedule(CREDIT_RUN_QUEUE, CREDIT_RUN_CRON, undefined, { tz: 'UTC' });
  await boss.work(CREDIT_RUN_QUEUE, async () => {
    const period = previousWeek(new Date());
    const { written, failed } = await runCreditNotes(period);
    runtime.logger.info('credit run wrote notes', { period, notes: written.map((n) => n.number) });
    for (const { linguistId, message } of failed) runtime.logger.error('credit run failed for a linguist', { period, linguistId, error: message });
  });
}
