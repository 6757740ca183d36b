import { QueryTypes } from 'sequelize';
import type { PaypalConfig } from '../../config.js';
import { createPaypalGateway, type PaypalGateway } from './paypal-gateway.js';
import { sendPaypalBatch } from './payout-batches.service.js';
import { payoutsDatabase } from './payouts.model.js';

/** PayPal decides almost every item within days; a batch still open after a month is staff's to chase by hand. */
export const PAYPAL_CHECK_MAX_AGE_DAYS = 30;

export interface PaypalCheckResult {
  /** the batches asked about, oldest first */
  batchIds: number[];
  /** payouts PayPal decided in this check */
  paid: number;
  failed: number;
  /** batches PayPal did not answer for: asked again at the next check */
  errors: { batchId: number; message: string }[];
}

/** PayPal batches with payouts still submitted, made in the last 30 days, oldest first. */
async function openPaypalBatches(now: Date): Promise<{ id: number; submitted: number[] }[]> {
  return payoutsDatabase().query<{ id: number; submitted: number[] }>(
    `SELECT b.id, array_agg(p.id ORDER BY p.id) AS submitted
       FROM payout_batches b JOIN payouts p ON p.batch_id = b.id AND p.status = 'submitted'
      WHERE b.method = 'paypal' AND b.created_at > :now::timestamptz - make_interval(days => :maxAgeDays)
      GROUP BY b.id ORDER BY b.id`,
    { type: QueryTypes.SELECT, replacements: { now: now.toISOString(), maxAgeDays: PAYPAL_CHECK_MAX_AGE_DAYS } },
  );
}

/**
 * The background "Check with PayPal" (decision 062): every open PayPal batch younger than 30 days goes through the
 * button's own `sendPaypalBatch`, so a batch PayPal never took is sent again under its sender_batch_id and each
 * decided item is paid or failed exactly as the button would. The payouts are locked and re-read as `submitted`
 * there, so the job and a staff click at the same moment apply an outcome once.
 */
export async function checkPaypalBatches(gateway: PaypalGateway, now: Date): Promise<PaypalCheckResult> {
  const result: PaypalCheckResult = { batchIds: [], paid: 0, failed: 0, errors: [] };
  for (const batch of await openPaypalBatches(now)) {
    result.batchIds.push(batch.id);
    try {
      const after = await sendPaypalBatch(batch.id, gateway);
      const decided = after.payouts.filter((p) => batch.submitted.includes(p.id));
      result.paid += decided.filter((p) => p.status === 'paid').length;
      result.failed += decided.filter((p) => p.status === 'failed').length;
    } catch (err) {
      result.errors.push({ batchId: batch.id, message: err instanceof Error ? err.message : String(err) });
    }
  }
  return result;
}

/** The job's entry: PayPal as configured; nothing to check without it. */
export function checkPendingPaypalBatches(config: PaypalConfig, now: Date): Promise<PaypalCheckResult> {
  return checkPaypalBatches(createPaypalGateway(config), now);
}
