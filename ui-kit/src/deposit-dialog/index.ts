export { DepositDialog, DEPOSIT_CURRENCIES, type DepositDialogProps } from './deposit-dialog';
export { DEFAULT_DEPOSIT_DIALOG_LABELS, type DepositDialogLabels } from './labels';
export {
  amountProblem,
  depositCharges,
  depositFee,
  DEPOSIT_MAX_MINOR_UNITS,
  DEPOSIT_MIN_MINOR_UNITS,
  minorUnitsToDecimal,
  normalizeAmount,
  parseAmount,
  type DepositCharges,
  type DepositFeeRule,
} from './deposit-money';
export { PAYMENT_RECHECK_MS, type DepositPaymentCallbacks } from './use-deposit-payment';
export { ESTIMATE_DEBOUNCE_MS } from './use-deposit-estimate';
export type { LoadStripe } from './use-stripe';
export { loadStripeOnDemand } from './load-stripe-on-demand';
export {
  DEPOSIT_METHODS,
  ESTIMATE_SERVICES,
  type BankDepositInput,
  type ChoiceOption,
  type ConfirmDepositInput,
  type DepositEstimate,
  type DepositEstimateInput,
  type DepositIntent,
  type DepositIntentInput,
  type DepositMethod,
  type DepositMethodOption,
  type DepositReceipt,
  type DepositStatus,
  type EstimateService,
  type ReturnedPayment,
} from './types';
