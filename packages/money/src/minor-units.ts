import { MINOR_UNITS_PER_UNIT } from './currencies.js';

// Nothing here needs decimal.js: the apps format money on every screen, and this keeps it out of their first load.

const UNIT = BigInt(MINOR_UNITS_PER_UNIT);
const MINOR_DIGITS = String(MINOR_UNITS_PER_UNIT).length - 1;

/** An exact decimal as text, e.g. "-1234.05": what the API takes and what Intl formats without a float in between. */
export type DecimalText = `${number}`;

/**
 * Minor units as a JSON number. Refuses what a number cannot hold exactly rather than answering a
 * silently rounded amount.
 */
export function toJsonMinorUnits(amount: bigint): number {
  if (typeof amount !== 'bigint') throw new TypeError(`Money is a bigint of minor units, got a ${typeof amount}`);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${amount} minor units cannot be written as an exact JSON number`);
  }
  return Number(amount);
}

/**
 * A whole number of minor units from what an API or a table hands over (a bigint, a safe integer, integer
 * text such as " 123450 "), else null: a fraction of a minor unit is a bug upstream, never an amount.
 */
export function readMinorUnits(value: bigint | number | string): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  return /^[-+]?\d+$/.test(text) ? BigInt(text) : null;
}

/** Minor units as the exact decimal text of currency units: 15050 → "150.50", -5n → "-0.05". */
export function minorUnitsToDecimal(amount: bigint | number): DecimalText {
  const value = BigInt(amount);
  const sign = value < 0n ? '-' : '';
  const absolute = value < 0n ? -value : value;
  return `${sign}${absolute / UNIT}.${(absolute % UNIT).toString().padStart(MINOR_DIGITS, '0')}` as DecimalText;
}
