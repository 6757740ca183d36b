/**
 * Deposit amounts as the client types them and the payment fee per method, in integer minor units.
 * Mirrors core-api's rule (pricing `paymentFee`, decision "deposits and payment fees") so the client sees
 * before paying what the server will charge; the server's answer stays the figure of record.
 */

export type DepositFeeRule = { kind: 'percentage'; percentage: string; minimum: number } | { kind: 'fixed'; amount: number };

export interface DepositCharges {
  /** credited to the balance */
  amountNet: number;
  fee: number;
  /** VAT on the fee */
  tax: number;
  /** what the client pays: net + fee + tax */
  amountGross: number;
}

/** Spec §9: the smallest deposit is 1 unit (100 minor units). */
export const DEPOSIT_MIN_MINOR_UNITS = 100;
/** The largest deposit core-api accepts in one payment: 1,000,000 units. */
export const DEPOSIT_MAX_MINOR_UNITS = 100_000_000;

const MINOR_DIGITS = 2;
const DECIMAL = /^\d+(\.\d+)?$/;

export type AmountProblem = 'required' | 'notANumber' | 'tooPrecise' | 'notPositive' | 'tooLarge';

/** Spec §5: a comma is a decimal point ("150,50" is 150.50). */
export function normalizeAmount(text: string): string {
  return text.trim().replace(/,/g, '.');
}

/** What is wrong with a typed amount, or null when it is a valid deposit. */
export function amountProblem(text: string | undefined): AmountProblem | null {
  const normalized = normalizeAmount(text ?? '');
  if (normalized === '') return 'required';
  if (!DECIMAL.test(normalized)) return 'notANumber';
  const [, fraction = ''] = normalized.split('.');
  if (fraction.length > MINOR_DIGITS) return 'tooPrecise';
  const minor = toMinorUnits(normalized);
  if (minor < BigInt(DEPOSIT_MIN_MINOR_UNITS)) return 'notPositive';
  if (minor > BigInt(DEPOSIT_MAX_MINOR_UNITS)) return 'tooLarge';
  return null;
}

function toMinorUnits(normalized: string): bigint {
  const [whole, fraction = ''] = normalized.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
}

/** A valid typed amount in minor units ("150,5" → 15050), else null. */
export function parseAmount(text: string | undefined): number | null {
  if (amountProblem(text) !== null) return null;
  return Number(toMinorUnits(normalizeAmount(text ?? '')));
}

/** Minor units as the decimal string the API takes: 15050 → "150.50". */
export function minorUnitsToDecimal(minor: number): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(MINOR_DIGITS, '0')}`;
}

/** A non-negative decimal fraction such as "0.014" as an exact ratio of integers. */
function ratio(fraction: string): { numerator: bigint; denominator: bigint } {
  const text = fraction.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`Not a non-negative decimal: ${JSON.stringify(fraction)}`);
  const [whole, decimals = ''] = text.split('.');
  return { numerator: BigInt(`${whole}${decimals}`), denominator: 10n ** BigInt(decimals.length) };
}

/** amount × fraction, rounded half up to the minor unit, as core-api rounds. */
function timesRounded(amount: bigint, fraction: string): bigint {
  const { numerator, denominator } = ratio(fraction);
  return (amount * numerator * 2n + denominator) / (denominator * 2n);
}

/** The provider's fee for a deposit of `amountNet`: a percentage with a minimum, or a fixed amount. */
export function depositFee(rule: DepositFeeRule, amountNet: number): number {
  if (rule.kind === 'fixed') return rule.amount;
  const percentage = timesRounded(BigInt(amountNet), rule.percentage);
  return Number(percentage > BigInt(rule.minimum) ? percentage : BigInt(rule.minimum));
}

/** Net, fee, VAT on the fee (client's `vat` fraction) and the gross the client pays. */
export function depositCharges(rule: DepositFeeRule, amountNet: number, vat: string): DepositCharges {
  const fee = depositFee(rule, amountNet);
  const tax = Number(timesRounded(BigInt(fee), vat));
  return { amountNet, fee, tax, amountGross: amountNet + fee + tax };
}

/** "0.014" → "1.40": a fee percentage for display. */
export function percentOf(fraction: string): string {
  const { numerator, denominator } = ratio(fraction);
  // Two decimals of a percent are four of the fraction.
  const hundredths = (numerator * 10_000n * 2n + denominator) / (denominator * 2n);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
