import Joi from 'joi';
import {
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  PAYOUT_TABS,
  PAYOUT_TYPES,
  PENDING_DEPOSIT_AGES,
  type MarkPayoutFailedRequest,
  type MarkPayoutPaidRequest,
  type PayoutBatchRequest,
  type PayoutTab,
  type PendingDepositAge,
} from '@inkwell/contracts';
import { TRADED_CURRENCIES } from '@inkwell/money';
import { MAX_INT4, pageKeys, pageSchema, type PageQuery } from '../../shared/query-schemas.js';
import { typedAmount } from '../../shared/typed-amount.js';
import { FAILURE_REASON_MAX_LENGTH } from './payout-rules.js';

/** Far above any payout, below what a bigint column and the SEPA maximum (999 999 999.99) hold. */
const PAYOUT_MAX_MINOR_UNITS = 99_999_999_999n;

export interface PayoutRequestBody {
  /** minor units; absent: everything payable */
  amount?: bigint;
}

export const payoutRequestBody = Joi.object<PayoutRequestBody>({
  amount: typedAmount(
    { min: 1n, max: PAYOUT_MAX_MINOR_UNITS },
    {
      'any.required': 'Amount is required',
      'amount.number': 'Amount must be a number',
      'amount.positive': 'Amount must be greater than zero',
      'amount.decimals': 'Amount must have at most 2 decimal places',
      'amount.max': 'Amount is too large',
    },
  )
    .optional()
    .description('currency units as a decimal string or number ("120,50" reads as 120.50); absent: everything payable')
    .example('120.50'),
});

export interface AdminPayoutListQuery extends PageQuery {
  tab: PayoutTab;
  age?: PendingDepositAge;
  linguistId?: number;
}

export const adminPayoutListQuery = Joi.object<AdminPayoutListQuery>({
  tab: Joi.string()
    .valid(...PAYOUT_TABS)
    .default('bank-single')
    .description('a payments-outgoing tab: a payment type, or pending (every requested payout)'),
  age: Joi.string()
    .valid(...PENDING_DEPOSIT_AGES)
    .description('requested more than 14, 7, 3 or 1 days ago'),
  linguistId: Joi.number().integer().min(1).max(MAX_INT4),
  ...pageKeys,
});

export const linguistPendingQuery = Joi.object<PageQuery>(pageKeys);

export const markPaidBody = Joi.object<MarkPayoutPaidRequest>({
  reference: Joi.string().trim().max(100).allow('').empty('').description('the bank’s reference of the transfer'),
});

export const markFailedBody = Joi.object<MarkPayoutFailedRequest>({
  reason: Joi.string()
    .trim()
    .min(1)
    .max(FAILURE_REASON_MAX_LENGTH)
    .required()
    .messages({ 'any.required': 'Reason is required', 'string.empty': 'Reason is required' })
    .description('why the bank refused or returned it; the linguist reads it'),
});

export const payoutBatchBody = Joi.object<PayoutBatchRequest>({
  payoutIds: Joi.array()
    .items(Joi.number().integer().min(1).max(MAX_INT4))
    .min(1)
    .max(1000)
    .unique()
    .required()
    .messages({ 'array.min': 'Select at least one payout', 'any.required': 'Select at least one payout' }),
});

const minorUnits = () => Joi.number().integer().required();
const timestamp = Joi.string().isoDate();

export const payoutDtoSchema = Joi.object({
  id: Joi.number().integer().required(),
  amount: minorUnits(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  method: Joi.string().valid(...PAYOUT_METHODS).required(),
  status: Joi.string().valid(...PAYOUT_STATUSES).required(),
  type: Joi.string().valid(...PAYOUT_TYPES).allow(null).required(),
  destination: Joi.string().allow('').required().description('the IBAN or PayPal e-mail as it was when she asked'),
  requestedAt: timestamp.required(),
  paidAt: timestamp.allow(null).required(),
  failedAt: timestamp.allow(null).required(),
  failureReason: Joi.string().allow(null).required(),
});

export const adminPayoutDtoSchema = payoutDtoSchema.keys({
  linguistId: Joi.number().integer().required(),
  linguistName: Joi.string().required(),
  holder: Joi.string().allow(null).required(),
  iban: Joi.string().allow(null).required(),
  bic: Joi.string().allow(null).required(),
  paypalEmail: Joi.string().allow(null).required(),
  batchId: Joi.number().integer().allow(null).required(),
  reference: Joi.string().allow(null).required(),
});

export const payoutPageSchema = pageSchema(payoutDtoSchema);

export const adminPayoutPageSchema = pageSchema(adminPayoutDtoSchema).keys({ totalAmount: minorUnits().description('over every matching payout') });

export const payoutBatchSchema = Joi.object({
  id: Joi.number().integer().required(),
  method: Joi.string().valid(...PAYOUT_METHODS).required(),
  reference: Joi.string().required(),
  providerBatchId: Joi.string().allow(null).required(),
  providerStatus: Joi.string().allow(null).required(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  total: minorUnits(),
  payoutCount: Joi.number().integer().required(),
  createdAt: timestamp.required(),
  payouts: Joi.array().items(adminPayoutDtoSchema).required(),
});

export const linguistBalanceSchema = Joi.object({
  earnedAmount: minorUnits(),
  payableAmount: minorUnits(),
  pendingPayoutAmount: minorUnits(),
  paidOutAmount: minorUnits(),
  minimumPayoutAmount: minorUnits(),
  payoutMethod: Joi.string().valid(...PAYOUT_METHODS).allow(null).required(),
  hasOpenRequest: Joi.boolean().required(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
});
