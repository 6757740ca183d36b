import Joi from 'joi';
import { Decimal } from 'decimal.js';
import { MINOR_UNITS_PER_UNIT, TRADED_CURRENCIES } from '../billing/money.js';
import { invoiceDtoSchema } from './invoices.schema.js';

const MAX_INT4 = 2_147_483_647;

/** The most one refund can be, in currency units: a bound on typing slips; what is available is the real limit (422). */
export const MAX_REFUND_UNITS = 1_000_000_000;
export const REFUND_REASON_MAX_LENGTH = 200;

const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const DECIMAL = /^\d+(\.\d+)?$/;

export const REFUND_AMOUNT_MESSAGES = {
  'any.required': 'Field is required',
  'amount.number': 'Amount must be a number',
  'amount.positive': 'Amount must be greater than zero',
  'amount.decimals': 'Amount must have at most 2 decimal places',
  'amount.max': `Amount must be at most ${MAX_REFUND_UNITS.toLocaleString('en-US')}`,
} as const;
type RefundAmountProblem = Exclude<keyof typeof REFUND_AMOUNT_MESSAGES, 'any.required'>;

/**
 * Reads the amount as staff type it, the way the deposit form reads a client's (a decimal, a comma read as
 * the point), into minor units. Any positive cent is a refund; a sign, an exponent or a thousands separator
 * is not a number.
 */
export function parseRefundAmount(value: string | number): { minorUnits: bigint } | { problem: RefundAmountProblem } {
  if (typeof value === 'number' && !Number.isFinite(value)) return { problem: 'amount.number' };
  // Decimal writes a JSON number out in full (1e21 → "1000000000000000000000"), where String() would not.
  const text = (typeof value === 'number' ? new Exact(value).toFixed() : value).trim().replace(/,/g, '.');
  if (text.startsWith('-')) return DECIMAL.test(text.slice(1)) ? { problem: 'amount.positive' } : { problem: 'amount.number' };
  if (!DECIMAL.test(text)) return { problem: 'amount.number' };
  const units = new Exact(text);
  if (units.isZero()) return { problem: 'amount.positive' };
  if (units.greaterThan(MAX_REFUND_UNITS)) return { problem: 'amount.max' };
  if (units.decimalPlaces() > 2) return { problem: 'amount.decimals' };
  return { minorUnits: BigInt(units.times(MINOR_UNITS_PER_UNIT).toFixed(0)) };
}

const refundAmount = Joi.any()
  .custom((value: unknown, helpers) => {
    if (value === '' || value === null) return helpers.error('any.required');
    if (typeof value !== 'string' && typeof value !== 'number') return helpers.error('amount.number');
    const parsed = parseRefundAmount(value);
    return 'problem' in parsed ? helpers.error(parsed.problem) : parsed.minorUnits;
  })
  .messages(REFUND_AMOUNT_MESSAGES)
  .description('currency units as a decimal string or number, more than 0 with at most 2 decimals, a comma read as the point ("25,50"); at most what is available (422 otherwise)')
  .example('25.50');

export const refundBalanceBody = Joi.object({
  amount: refundAmount.required(),
  reason: Joi.string()
    .trim()
    .max(REFUND_REASON_MAX_LENGTH)
    .required()
    .messages({
      'any.required': 'Field is required',
      'string.empty': 'Field is required',
      'string.max': `Reason must have at most ${REFUND_REASON_MAX_LENGTH} characters`,
    })
    .description('why the money goes back; kept with the refund for the books'),
});

export const refundClientParams = Joi.object({ clientId: Joi.number().integer().min(1).max(MAX_INT4).required() });

export const refundBalanceResponseSchema = Joi.object({
  id: Joi.number().integer().required(),
  clientId: Joi.number().integer().required(),
  amount: Joi.number().integer().required().description('minor units paid out'),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  reason: Joi.string().required(),
  document: invoiceDtoSchema.required().description('the DEPOSIT_REFUND document, PAID at issue'),
  availableAmount: Joi.number().integer().required().description('the client’s available balance after the refund, minor units'),
  createdAt: Joi.string().isoDate().required(),
});
