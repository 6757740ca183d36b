import Joi from 'joi';
import { DEPOSIT_STATUSES, PAYMENT_METHODS, PENDING_DEPOSIT_AGES, type DepositStatus, type PendingDepositAge } from '@inkwell/contracts';
import { DEPOSIT_LIMITS, DEPOSIT_MAX_MINOR_UNITS, DEPOSIT_MIN_MINOR_UNITS, MINOR_UNITS_PER_UNIT, TRADED_CURRENCIES } from '@inkwell/money';
import { listParam, pageKeys, pageSchema, type PageQuery } from '../../shared/query-schemas.js';
import { typedAmount } from '../../shared/typed-amount.js';
import { invoiceDtoSchema } from '../invoices/index.js';
import type { DepositRequest, NewPaymentIntent } from './stripe-payments.service.js';

const MAX_INT4 = 2_147_483_647;
const STRIPE_METHODS = PAYMENT_METHODS.filter((m) => m !== 'BANK');

const MIN_DEPOSIT_UNITS = DEPOSIT_MIN_MINOR_UNITS / MINOR_UNITS_PER_UNIT;
const MAX_DEPOSIT_UNITS = DEPOSIT_MAX_MINOR_UNITS / MINOR_UNITS_PER_UNIT;

/** Spec §5, the deposit form's messages, and ours for the limits the spec leaves open. */
const DEPOSIT_AMOUNT_MESSAGES = {
  'any.required': 'Field is required',
  'amount.number': 'Amount net must be a number',
  'amount.positive': 'Amount net must be greater than zero',
  'amount.decimals': 'Amount net must have at most 2 decimal places',
  'amount.max': `Amount net must be at most ${MAX_DEPOSIT_UNITS.toLocaleString('en-US')}`,
};

/** The amount as typed (spec §5), converted to minor units (a bigint) for the service. */
const depositAmount = typedAmount(DEPOSIT_LIMITS, DEPOSIT_AMOUNT_MESSAGES)
  .description(
    `currency units as a decimal string or number, ${MIN_DEPOSIT_UNITS} to ${MAX_DEPOSIT_UNITS} with at most 2 decimals; a comma is read as the point ("150,50")`,
  )
  .example('150.50');

const note = Joi.string()
  .max(200)
  .allow('', null)
  .empty(['', null])
  .messages({ 'string.max': 'Name must have at most 200 letters.' })
  .description('the client’s own words for the deposit, at most 200 characters');

const currency = Joi.string()
  .uppercase()
  .valid(...TRADED_CURRENCIES)
  .description('must be the client’s currency when it has one (it is locked); 422 otherwise');

const paymentIntentId = Joi.string()
  .trim()
  .max(255)
  .pattern(/^pi_[A-Za-z0-9_]+$/)
  .messages({ 'string.pattern.base': '{{#label}} must be a payment intent id (pi_…)' });

/** Spec §5: "PayPal email required and valid ('Invalid email')". */
const payerEmail = Joi.string()
  .trim()
  .max(254)
  .email({ tlds: false })
  .messages({ 'string.email': 'Invalid email', 'string.empty': 'Invalid email', 'any.required': 'Invalid email' })
  .description('the PayPal payer’s e-mail');

export const createPaymentIntentBody = Joi.object<NewPaymentIntent>({
  method: Joi.string().valid(...STRIPE_METHODS).required(),
  amount: depositAmount.required(),
  depositNote: note,
  currency,
  email: payerEmail.when('method', { is: 'PAYPAL', then: Joi.required() }).description('the PayPal payer’s e-mail; required for PAYPAL'),
});

export const createDepositBody = Joi.object<DepositRequest>({
  method: Joi.string().valid(...PAYMENT_METHODS).required(),
  amount: Joi.when('paymentIntent', { is: Joi.exist(), then: Joi.any().strip(), otherwise: depositAmount.required() }),
  note,
  currency,
  // With an intent the e-mail was given when it was made; a return from PayPal may have lost it.
  email: payerEmail.when('method', { is: 'PAYPAL', then: Joi.when('paymentIntent', { not: Joi.exist(), then: Joi.required() }) }),
  paymentIntent: paymentIntentId.description('confirm a Stripe payment: the deposit is answered from the intent’s state'),
});

export interface DepositListQuery extends PageQuery {
  status?: DepositStatus[];
}

export interface AdminDepositListQuery extends DepositListQuery {
  clientId?: number;
  age?: PendingDepositAge;
}

const statusFilter = listParam(Joi.string().valid(...DEPOSIT_STATUSES)).description('repeated keys or comma-separated');

export const depositListQuery = Joi.object<DepositListQuery>({ status: statusFilter, ...pageKeys });

export const adminDepositListQuery = Joi.object<AdminDepositListQuery>({
  status: statusFilter,
  clientId: Joi.number().integer().min(1).max(MAX_INT4),
  age: Joi.string()
    .valid(...PENDING_DEPOSIT_AGES)
    .description('created more than 14, 7, 3 or 1 days ago (decision 012)'),
  ...pageKeys,
});

export const settleDepositBody = Joi.object<{ reference?: string }>({
  reference: Joi.string().trim().max(100).allow('').empty('').description('the bank’s reference of the incoming payment'),
});

export const intentIdParams = Joi.object({ id: paymentIntentId.required() });

const minorUnits = () => Joi.number().integer().required();
const timestamp = Joi.string().isoDate();

export const depositDtoSchema = Joi.object({
  id: Joi.number().integer().required(),
  amountNet: minorUnits().description('credited to the balance'),
  fee: minorUnits(),
  tax: minorUnits().description('VAT on the fee'),
  amountGross: minorUnits().description('charged: amountNet + fee + tax'),
  amount: minorUnits().description('= amountNet'),
  currency: Joi.object({ iso4217: Joi.string().valid(...TRADED_CURRENCIES).required() }).required(),
  paymentMethod: Joi.string().valid(...PAYMENT_METHODS).required(),
  status: Joi.string().valid(...DEPOSIT_STATUSES).required(),
  transactionId: Joi.string().allow(null).required().description('payment intent id, or the bank reference once settled'),
  note: Joi.string().allow(null).required(),
  invoiceId: Joi.number().integer().allow(null).required(),
  createdAt: timestamp.required(),
  paidAt: timestamp.allow(null).required(),
}).description('minor units (cents, pence)');

export const adminDepositDtoSchema = depositDtoSchema.keys({
  clientId: Joi.number().integer().required(),
  clientName: Joi.string().required().description('company, else full name, else nickname'),
});

export const cancelDepositResponseSchema = Joi.object({
  deposit: adminDepositDtoSchema.required().description('now CANCELED'),
  cancellation: invoiceDtoSchema.allow(null).required().description('the CANCBAL_DEPOSIT document; null when the deposit had no invoice'),
});

export const depositPageSchema = pageSchema(depositDtoSchema);
export const adminDepositPageSchema = pageSchema(adminDepositDtoSchema);

export const paymentIntentSchema = Joi.object({
  id: Joi.string().required(),
  clientSecret: Joi.string().required().description('for Stripe.js confirmPayment'),
  amount: minorUnits().description('gross: amountNet + fee + tax'),
  amountNet: minorUnits(),
  fee: minorUnits(),
  tax: minorUnits(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  paymentMethod: Joi.string().valid(...PAYMENT_METHODS).required(),
  status: Joi.string().required().description('Stripe’s status: requires_payment_method, requires_action, processing, succeeded, canceled, …'),
  lastError: Joi.string().allow(null).required().description('the provider’s message about the last failed attempt'),
});

const feeRule = Joi.alternatives(
  Joi.object({
    kind: Joi.string().valid('percentage').required(),
    percentage: Joi.string().required().description('a fraction of the amount deposited: "0.014" is 1.40 %'),
    minimum: minorUnits(),
  }),
  Joi.object({ kind: Joi.string().valid('fixed').required(), amount: minorUnits() }),
);

export const paymentMethodsSchema = Joi.object({
  data: Joi.array()
    .items(
      Joi.object({
        method: Joi.string().valid(...PAYMENT_METHODS).required(),
        pending: Joi.boolean().required().description('settles later: the deposit shows as Pending'),
        fee: feeRule.required(),
      }),
    )
    .required(),
  publishableKey: Joi.string().allow(null).required(),
});

export const webhookAnswerSchema = Joi.object({
  received: Joi.boolean().valid(true).required(),
  duplicate: Joi.boolean(),
  ignored: Joi.string().description('why nothing was done, e.g. "unknown payment intent"'),
});
