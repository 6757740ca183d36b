import Joi from 'joi';
import { MINOR_UNITS_PER_UNIT, TRADED_CURRENCIES } from '@inkwell/money';
import { typedAmount } from '../../shared/typed-amount.js';
import { invoiceDtoSchema } from './invoices.schema.js';
import type { BalanceRefund } from './balance-refunds.js';

const MAX_INT4 = 2_147_483_647;

/** The most one refund can be, in currency units: a bound on typing slips; what is available is the real limit (422). */
export const MAX_REFUND_UNITS = 1_000_000_000;
export const REFUND_REASON_MAX_LENGTH = 200;

export const REFUND_AMOUNT_MESSAGES = {
  'any.required': 'Field is required',
  'amount.number': 'Amount must be a number',
  'amount.positive': 'Amount must be greater than zero',
  'amount.decimals': 'Amount must have at most 2 decimal places',
  'amount.max': `Amount must be at most ${MAX_REFUND_UNITS.toLocaleString('en-US')}`,
} as const;

/** Read as the deposit form reads a client's amount, and any positive cent is a refund. */
const refundAmount = typedAmount({ max: BigInt(MAX_REFUND_UNITS) * BigInt(MINOR_UNITS_PER_UNIT) }, REFUND_AMOUNT_MESSAGES)
  .description('currency units as a decimal string or number, more than 0 with at most 2 decimals, a comma read as the point ("25,50"); at most what is available (422 otherwise)')
  .example('25.50');

export const refundBalanceBody = Joi.object<BalanceRefund>({
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

export const refundClientParams = Joi.object<{ clientId: number }>({ clientId: Joi.number().integer().min(1).max(MAX_INT4).required() });

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
