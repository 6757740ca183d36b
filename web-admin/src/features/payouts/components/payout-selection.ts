import type { AdminPayoutDto } from '@inkwell/contracts';
import { formatMoney } from '@inkwell/ui-kit';

/** The selected payouts' sum, per currency (a selection may mix them; a SEPA file may not), e.g. "€120.50". */
export function selectionTotal(payouts: readonly AdminPayoutDto[]): string {
  const sums = new Map<string, number>();
  // Integers of minor units: their sum stays exact far beyond any selection.
  for (const payout of payouts) sums.set(payout.currency, (sums.get(payout.currency) ?? 0) + payout.amount);
  return [...sums].map(([currency, amount]) => formatMoney(amount, currency as AdminPayoutDto['currency'])).join(' + ');
}

/** Only requested payouts can be sent together; a SEPA file takes euros only. */
export function isSelectable(payout: AdminPayoutDto, bulk: 'sepa' | 'paypal'): boolean {
  return payout.status === 'requested' && (bulk === 'paypal' || payout.currency === 'EUR');
}
