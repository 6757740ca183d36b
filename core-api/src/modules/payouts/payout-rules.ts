import type { AdminPayoutDto, CurrencyIso, PayoutDto } from '@inkwell/contracts';
import { toJsonMinorUnits } from '@inkwell/money';
import type { Payout } from './payouts.model.js';

/**
 * The smallest payout a linguist may ask for, in minor units of her currency (decision 062): below it a bank
 * transfer or PayPal's fee costs more than it is worth to send.
 */
export const MINIMUM_PAYOUT_MINOR_UNITS = 5_000n;

/** Staff's reason for a failed payout is told to the linguist and the accountant: short and required. */
export const FAILURE_REASON_MAX_LENGTH = 500;

/** The ledger's idempotency keys of a payout's two possible postings: each moves its money once, whoever retries. */
export const payoutPostingKey = (payoutId: number) => `payout:${payoutId}`;
export const payoutReturnKey = (payoutId: number) => `payout:${payoutId}:return`;

/** An IBAN as people read it, in groups of four. */
function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

export function toPayoutDto(payout: Payout): PayoutDto {
  return {
    id: payout.id,
    amount: toJsonMinorUnits(BigInt(payout.amount)),
    currency: payout.currency.trim() as CurrencyIso,
    method: payout.method,
    status: payout.status,
    type: payout.type,
    destination: payout.method === 'bank' ? groupedIban(payout.iban ?? '') : (payout.paypalEmail ?? ''),
    requestedAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
    failedAt: payout.failedAt?.toISOString() ?? null,
    failureReason: payout.failureReason,
  };
}

export function toAdminPayoutDto(payout: Payout, linguistName: string): AdminPayoutDto {
  return {
    ...toPayoutDto(payout),
    linguistId: payout.linguistId,
    linguistName,
    holder: payout.holder,
    iban: payout.iban,
    bic: payout.bic,
    paypalEmail: payout.paypalEmail,
    batchId: payout.batchId,
    reference: payout.reference,
  };
}
