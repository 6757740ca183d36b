import type { TaxTreatment } from '@inkwell/contracts';
import { multiplyRate } from '@inkwell/money';

/** German VAT on a VAT-liable linguist's work; the other treatments add none (decision 060). */
export const GERMAN_VAT_RATE = '0.19';

export function vatRateOf(treatment: TaxTreatment): string {
  return treatment === 'VAT_LIABLE' ? GERMAN_VAT_RATE : '0';
}

/** The VAT on one line's net, rounded half-up once per line, as the invoices round theirs. */
export function lineTax(net: bigint, treatment: TaxTreatment): bigint {
  return treatment === 'VAT_LIABLE' ? multiplyRate(net, GERMAN_VAT_RATE) : 0n;
}
