import type PgBoss from 'pg-boss';
import type { Runtime } from '../runtime.js';
import { checkPendingPaypalBatches, type PaypalCheckResult } from '../modules/payouts/index.js';

export const PAYPAL_CHECK_QUEUE = 'paypal-payout-check';

/** Every ten minutes: PayPal decides most items within minutes, and each check is one GET per open batch. */
export const PAYPAL_CHECK_CRON = '*/10 * * * *';

export function reportPaypalCheck(runtime: Pick<Runtime, 'logger'>, result: PaypalCheckResult): void {
  if (result.paid || result.failed) runtime.logger.info('PayPal check applied outcomes', { batches: result.batchIds, paid: result.paid, failed: result.failed });
  for (const { batchId, message } of result.errors) runtime.logger.warn('PayPal check could not read a batch', { batchId, error: message });
}

/**
 * The background "Check with PayPal" (decision 062): once per ten minutes across replicas ('stately', so a slow
 * check is never overtaken), every PayPal batch younger than 30 days with undecided payouts is asked about and its
 * outcome applied as the button does. Without PayPal credentials nothing can be pending, so nothing is scheduled.
 */
export async function registerPayoutJobs(boss: PgBoss, runtime: Pick<Runtime, 'logger' | 'config'>): Promise<void> {
  const paypal = runtime.config.paypal;
  if (!paypal) return;
  await boss.createQueue(PAYPAL_CHECK_QUEUE, { name: PAYPAL_CHECK_QUEUE, policy: 'stately' });
  await boss.schedule(PAYPAL_CHECK_QUEUE, PAYPAL_CHECK_CRON, undefined, { tz: 'UTC' });
  await boss.work(PAYPAL_CHECK_QUEUE, async () => {
    reportPaypalCheck(runtime, await checkPendingPaypalBatches(paypal, new Date()));
  });
}
