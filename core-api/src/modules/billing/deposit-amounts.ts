import { Decimal } from 'decimal.js';
import type { CurrencyIso, PaymentFeeRule, PaymentMethod } from '@inkwell/contracts';
import { PAYMENT_FEES, paymentFee } from '../pricing/index.js';
import { MINOR_UNITS_PER_UNIT, toJsonMinorUnits } from './money.js';

/** A private clone: other code's Decimal settings never reach money. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** Spec §9: the least a deposit can be, in currency units. */
export const MIN_DEPOSIT_UNITS = 1;
/** The most one deposit can be, in currency units: anything beyond is a typing slip, not a top-up. */
export const MAX_DEPOSIT_UNITS = 1_000_000;
/** Stripe charges at most 999,999.99 in one payment (EUR, USD, GBP); the gross of a deposit includes the fee. */
export const MAX_STRIPE_CHARGE_MINOR_UNITS = 99_999_999n;

/** Spec §5, the deposit form's messages, and ours for the limits the spec leaves open. */
export const DEPOSIT_AMOUNT_MESSAGES = {
  'any.required': 'Field is required',
  'amount.number': 'Amount net must be a number',
  'amount.positive': 'Amount net must be greater than zero',
  'amount.decimals': 'Amount net must have at most 2 decimal places',
  'amount.max': `Amount net must be at most ${MAX_DEPOSIT_UNITS.toLocaleString('en-US')}`,
} as const;
export type DepositAmountProblem = Exclude<keyof typeof DEPOSIT_AMOUNT_MESSAGES, 'any.required'>;

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Reads what the client typed (spec §5: a decimal, a comma read as the point) into minor units. "1,2,3"
 * becomes "1.2.3" and is not a number; a sign, an exponent or a thousands separator is not accepted either.
 */
export function parseDepositAmount(value: string | number): { minorUnits: bigint } | { problem: DepositAmountProblem } {
  if (typeof value === 'number' && !Number.isFinite(value)) return { problem: 'amount.number' };
  const text = (typeof value === 'number' ? String(value) : value).trim().replace(/,/g, '.');
  if (text.startsWith('-')) return DECIMAL.test(text.slice(1)) ? { problem: 'amount.positive' } : { problem: 'amount.number' };
  if (!DECIMAL.test(text)) return { problem: 'amount.number' };
  const units = new Exact(text);
  if (units.lessThan(MIN_DEPOSIT_UNITS)) return { problem: 'amount.positive' };
  if (units.greaterThan(MAX_DEPOSIT_UNITS)) return { problem: 'amount.max' };
  if (units.decimalPlaces() > 2) return { problem: 'amount.decimals' };
  return { minorUnits: BigInt(units.times(MINOR_UNITS_PER_UNIT).toFixed(0)) };
}

export interface DepositFigures {
  /** credited to the client's balance: what the client asked to deposit */
  net: bigint;
  /** the payment method's fee, charged on top */
  fee: bigint;
  /** VAT on the fee at the client's rate */
  tax: bigint;
  /** what the client is charged: net + fee + tax */
  gross: bigint;
}

/**
 * What a deposit of `net` costs with `method` (decision 013): the fee follows the method's rule on the
 * amount deposited, VAT at the client's rate is due on that fee (the deposit itself is prepayment, taxed
 * when orders are invoiced), rounded half-up to the minor unit.
 */
export function depositFigures(method: PaymentMethod, net: bigint, vat: string, currency: CurrencyIso): DepositFigures {
  const fee = paymentFee(method, net, currency);
  const tax = BigInt(new Exact(fee.toString()).times(new Exact(vat)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  return { net, fee, tax, gross: net + fee + tax };
}

/** The method's fee rule as the contract writes it: minor units as numbers, the percentage as a fraction. */
export function feeRuleOf(method: PaymentMethod): PaymentFeeRule {
  const rule = PAYMENT_FEES[method];
  return 'fixed' in rule
    ? { kind: 'fixed', amount: toJsonMinorUnits(rule.fixed) }
    : { kind: 'percentage', percentage: rule.percentage, minimum: toJsonMinorUnits(rule.minimum) };
}
