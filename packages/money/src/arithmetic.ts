import { Decimal } from 'decimal.js';
import { MINOR_UNITS_PER_UNIT } from './currencies.js';

/**
 * A private clone: other code's Decimal settings never reach money. 100 significant digits hold any product of
 * an amount and a rate exactly, so the one rounding is the half-up to the minor unit below.
 */
const Exact = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });

/** A rate (a VAT fraction, a fee percentage as a fraction, a price per word) as an exact decimal. */
function rateOf(rate: string): Decimal {
  let value: Decimal;
  try {
    value = new Exact(rate.trim());
  } catch {
    throw new RangeError(`A rate must be a decimal number, got ${JSON.stringify(rate)}`);
  }
  if (!value.isFinite() || value.isNegative()) throw new RangeError(`A rate must be a non-negative decimal, got ${rate}`);
  return value;
}

/**
 * The platform's one rounding (decision 010): to a whole number, halves away from zero ("kaufmännisch"),
 * never to the even neighbour, so 0.285 € of VAT is 0.29 €.
 */
export function roundHalfUp(value: Decimal | string): bigint {
  return BigInt(new Exact(value).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/** `amount` minor units × `rate`, exact, rounded half-up to a minor unit: a percentage fee, the VAT on a net. */
export function multiplyRate(amount: bigint, rate: string): bigint {
  return roundHalfUp(new Exact(amount.toString()).times(rateOf(rate)));
}

/**
 * `count` items at `unitPrice` currency units each (a price per word), in minor units. The total is rounded
 * once: rounding each item would let a thousand words drift by up to five euros.
 */
export function totalAt(count: number | bigint, unitPrice: string): bigint {
  if (typeof count === 'number' && !Number.isSafeInteger(count)) throw new RangeError(`A count is a whole number, got ${count}`);
  return roundHalfUp(new Exact(count.toString()).times(rateOf(unitPrice)).times(MINOR_UNITS_PER_UNIT));
}

/** A fraction as a percent with two decimals, half-up, for people to read: "0.014" → "1.40". */
export function percentOf(fraction: string): string {
  return rateOf(fraction).times(100).toFixed(2, Decimal.ROUND_HALF_UP);
}
