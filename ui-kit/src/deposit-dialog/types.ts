import type { PaymentFeeRule } from '@inkwell/money';
import type { Currency } from '../format/number';

// The dialog's own view of the billing contract (@inkwell/contracts billing.ts): the kit stays free of the
// API package, and the apps pass the contract's objects, which have these fields and more.

/** How a method's fee is computed, as the server sends it; @inkwell/money applies it. */
export type DepositFeeRule = PaymentFeeRule;

export const DEPOSIT_METHODS = ['CARD', 'SEPA_DEBIT', 'SOFORT', 'GIROPAY', 'IDEAL', 'PAYPAL', 'BANK'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];
/** Every method but the bank transfer is paid through Stripe. */
export type StripeDepositMethod = Exclude<DepositMethod, 'BANK'>;

export const isStripeMethod = (method: DepositMethod | ''): method is StripeDepositMethod => method !== '' && method !== 'BANK';

export type DepositStatus = 'PENDING' | 'PROCESSING' | 'PAID' | 'FAILED' | 'CANCELED';

export interface DepositMethodOption {
  method: DepositMethod;
  /** settles later (SEPA debit, SOFORT, bank transfer): the deposit is created as PENDING */
  pending: boolean;
  fee: DepositFeeRule;
}

/** The deposit as the server created it, for the receipt. */
export interface DepositReceipt {
  id: number;
  amountNet: number;
  fee: number;
  tax: number;
  amountGross: number;
  currency: { iso4217: Currency };
  paymentMethod: DepositMethod;
  status: DepositStatus;
  transactionId: string | null;
}

/** A Stripe payment intent as the server reports it. */
export interface DepositIntent {
  id: string;
  clientSecret: string;
  paymentMethod: DepositMethod;
  /** Stripe's status: requires_payment_method, requires_action, processing, succeeded, canceled, … */
  status: string;
  /** the provider's message when the last attempt failed */
  lastError: string | null;
}

export interface BankDepositInput {
  method: 'BANK';
  /** decimal string in currency units, e.g. "150.50" */
  amount: string;
  currency: Currency;
  note?: string;
}

export interface DepositIntentInput {
  method: StripeDepositMethod;
  amount: string;
  currency: Currency;
  depositNote?: string;
  /** PayPal payer e-mail, required for PAYPAL */
  email?: string;
}

export interface ConfirmDepositInput {
  method: StripeDepositMethod;
  paymentIntent: string;
  /** PayPal payer e-mail */
  email?: string;
}

export const ESTIMATE_SERVICES = ['copywriting', 'copywriting_proofreading'] as const;
export type EstimateService = (typeof ESTIMATE_SERVICES)[number];

/** What the client plans to order; the amount is the price of these texts at these words. */
export interface DepositEstimateInput {
  currency: Currency;
  service: EstimateService;
  /** culture, e.g. de-DE */
  language: string;
  level: string;
  method: DepositMethod;
  texts: number;
  wordsPerText: number;
}

/** The price of the planned texts (minor units), as GET /client/orders/text-price answers it. */
export interface DepositEstimate {
  amountNet: number;
  fee: number;
  tax: number;
  amountGross: number;
  currency: Currency;
}

/** A return from the payment provider's page (the address carried `payment_intent`). */
export interface ReturnedPayment {
  intentId: string;
}

export interface ChoiceOption {
  value: string;
  label: string;
}
