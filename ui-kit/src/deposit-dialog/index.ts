export { DepositDialog, DEPOSIT_CURRENCIES, type DepositDialogProps } from './deposit-dialog';
export { DEFAULT_DEPOSIT_DIALOG_LABELS, type DepositDialogLabels } from './labels';
// The fee rule, minor units and limits are @inkwell/money's; the kit passes them on so the apps import one place.
export {
  depositCharges,
  depositFee,
  DEPOSIT_MAX_MINOR_UNITS,
  DEPOSIT_MIN_MINOR_UNITS,
  minorUnitsToDecimal,
  normalizeAmount,
  type DepositCharges,
} from '@inkwell/money';
export { amountProblem, parseAmount, type AmountProblem } from './deposit-amount';
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
  type DepositFeeRule,
  type DepositIntent,
  type DepositIntentInput,
  type DepositMethod,
  type DepositMethodOption,
  type DepositReceipt,
  type DepositStatus,
  type EstimateService,
  type ReturnedPayment,
} from './types';
