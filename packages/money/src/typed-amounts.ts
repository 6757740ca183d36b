import { Decimal } from 'decimal.js';
import { MINOR_UNITS_PER_UNIT } from './currencies.js';

const UNIT = BigInt(MINOR_UNITS_PER_UNIT);
const MINOR_DIGITS = String(MINOR_UNITS_PER_UNIT).length - 1;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Spec §9: the smallest deposit is 1 unit. */
export const DEPOSIT_MIN_MINOR_UNITS = 100;
/** The most one deposit can be, 1,000,000 units: anything beyond is a typing slip, not a top-up. */
export const DEPOSIT_MAX_MINOR_UNITS = 100_000_000;

/** Bounds of a typed amount in minor units. An amount is always more than zero; `min`, when set, is the least it may be. */
export interface AmountLimits {
  min?: bigint;
  max: bigint;
}

export const DEPOSIT_LIMITS: AmountLimits = { min: BigInt(DEPOSIT_MIN_MINOR_UNITS), max: BigInt(DEPOSIT_MAX_MINOR_UNITS) };

/**
 * What is wrong with a typed amount, the first problem found in this order: not a number (a thousands separator,
 * an exponent, a sign other than a leading minus), negative, more than two decimals, zero or below `min`, above `max`.
 * Decimals come before size, so "0,001" and "1000000,001" are named for the digit that cannot be charged.
 */
export type AmountProblem = 'notANumber' | 'negative' | 'tooPrecise' | 'tooSmall' | 'tooLarge';

export type AmountReading = { minorUnits: bigint } | { problem: AmountProblem };

/** Spec §5: a comma is a decimal point ("150,50" is 150.50). */
export function normalizeAmount(text: string): string {
  return text.trim().replace(/,/g, '.');
}

/**
 * An amount as a person types it (or a JSON number), read exactly into minor units. The deposit dialog, the
 * deposit endpoints and balance refunds all read amounts here, so the dialog refuses what the server would.
 * "10,500" is too precise rather than 10.50: a trailing zero is more likely a thousands separator than a cent.
 */
export function readAmount(value: string | number, limits: AmountLimits): AmountReading {
  if (typeof value === 'number' && !Number.isFinite(value)) return { problem: 'notANumber' };
  // Decimal writes a JSON number out in full (1e21 → "1000000000000000000000"), where String() would not.
  const text = normalizeAmount(typeof value === 'number' ? new Decimal(value).toFixed() : value);
  const digits = text.startsWith('-') ? text.slice(1) : text;
  if (!DECIMAL.test(digits)) return { problem: 'notANumber' };
  if (digits !== text) return { problem: 'negative' };
  const [whole = '', fraction = ''] = digits.split('.');
  if (fraction.length > MINOR_DIGITS) return { problem: 'tooPrecise' };
  const minorUnits = BigInt(whole) * UNIT + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  if (minorUnits === 0n || (limits.min !== undefined && minorUnits < limits.min)) return { problem: 'tooSmall' };
  if (minorUnits > limits.max) return { problem: 'tooLarge' };
  return { minorUnits };
}
