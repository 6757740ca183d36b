import type { CurrencyIso, PaymentFeeRule, PaymentMethod } from '@inkwell/contracts';
import { isCurrencyIso } from './currencies.js';
import { toJsonMinorUnits } from './minor-units.js';
import { multiplyRate } from './arithmetic.js';

/**
 * A payment method's fee, the contract's `PaymentFeeRule` with exact bigint minor units: a percentage of the
 * amount (a fraction, "0.014" is 1.40 %) but at least `minimum`, or a fixed amount.
 */
export type FeeRule = { kind: 'percentage'; percentage: string; minimum: bigint } | { kind: 'fixed'; amount: bigint };

/**
 * DESIGN §3.1 and spec §9, in minor units. The spec states the minimums in euro cents; every traded
 * currency has two minor digits, so the same numbers apply in USD and GBP.
 */
export const PAYMENT_FEES: Readonly<Record<PaymentMethod, FeeRule>> = {
  CARD: { kind: 'percentage', percentage: '0.014', minimum: 25n },
  GIROPAY: { kind: 'percentage', percentage: '0.014', minimum: 25n },
  SOFORT: { kind: 'percentage', percentage: '0.014', minimum: 25n },
  PAYPAL: { kind: 'percentage', percentage: '0.014', minimum: 25n },
  SEPA_DEBIT: { kind: 'fixed', amount: 35n },
  IDEAL: { kind: 'fixed', amount: 45n },
  BANK: { kind: 'fixed', amount: 0n },
};

/** The fee rule itself, the one place it is written: the server's figures and the dialog's preview both come here. */
export function feeOf(rule: FeeRule, amount: bigint): bigint {
  if (rule.kind === 'fixed') return rule.amount;
  const percentage = multiplyRate(amount, rule.percentage);
  return percentage > rule.minimum ? percentage : rule.minimum;
}

/** The payment provider's fee for paying `amount` (minor units) with `method`. */
export function paymentFee(method: PaymentMethod, amount: bigint, currency: CurrencyIso): bigint {
  if (!Object.hasOwn(PAYMENT_FEES, method)) throw new RangeError(`Unknown payment method ${String(method)}`);
  if (!isCurrencyIso(currency)) throw new RangeError(`Unknown currency ${String(currency)}`);
  if (amount < 0n) throw new RangeError(`A payment is not negative, got ${amount} minor units`);
  return feeOf(PAYMENT_FEES[method], amount);
}

/** The method's rule as the contract sends it to the apps: minor units as JSON numbers. */
export function feeRuleOf(method: PaymentMethod): PaymentFeeRule {
  const rule = PAYMENT_FEES[method];
  return rule.kind === 'fixed'
    ? { kind: 'fixed', amount: toJsonMinorUnits(rule.amount) }
    : { kind: 'percentage', percentage: rule.percentage, minimum: toJsonMinorUnits(rule.minimum) };
}

/**
 * VAT at the client's rate (a fraction, "0.19") on a payment fee, half-up. The deposit itself is prepayment,
 * taxed when orders are invoiced (decision 013); the deposit invoice splits its tax with this same figure.
 */
export function vatOnFee(fee: bigint, vat: string): bigint {
  return multiplyRate(fee, vat);
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

/** What a deposit of `net` costs with `method` (decision 013): the method's fee on the net, VAT on that fee. */
export function depositFigures(method: PaymentMethod, net: bigint, vat: string, currency: CurrencyIso): DepositFigures {
  const fee = paymentFee(method, net, currency);
  const tax = vatOnFee(fee, vat);
  return { net, fee, tax, gross: net + fee + tax };
}

/** The deposit's figures as the apps hold them: JSON numbers of minor units. */
export interface DepositCharges {
  /** credited to the balance */
  amountNet: number;
  fee: number;
  /** VAT on the fee */
  tax: number;
  /** what the client pays: net + fee + tax */
  amountGross: number;
}

const exactRule = (rule: PaymentFeeRule): FeeRule =>
  rule.kind === 'fixed' ? { kind: 'fixed', amount: BigInt(rule.amount) } : { kind: 'percentage', percentage: rule.percentage, minimum: BigInt(rule.minimum) };

/**
 * The fee the dialog shows before paying, from the rule the server sent with the method, so the client sees
 * what the server will charge; the server's answer stays the figure of record.
 */
export function depositFee(rule: PaymentFeeRule, amountNet: number): number {
  return toJsonMinorUnits(feeOf(exactRule(rule), BigInt(amountNet)));
}

/** `depositFigures` for the dialog: the rule as sent, amounts as JSON numbers. */
export function depositCharges(rule: PaymentFeeRule, amountNet: number, vat: string): DepositCharges {
  const net = BigInt(amountNet);
  const fee = feeOf(exactRule(rule), net);
  const tax = vatOnFee(fee, vat);
  return { amountNet, fee: toJsonMinorUnits(fee), tax: toJsonMinorUnits(tax), amountGross: toJsonMinorUnits(net + fee + tax) };
}
