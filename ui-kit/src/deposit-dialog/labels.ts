import type { DepositMethod, DepositStatus, EstimateService } from './types';

/** Every text the dialog shows; the apps pass translations, English is the default (spec §5, §8, §9 wording). */
export interface DepositDialogLabels {
  title: string;
  close: string;
  next: string;
  steps: { billing: string; amount: string; payment: string };
  editBilling: string;
  billingInvalid: string;
  amount: string;
  amountHint: string;
  currency: string;
  currencyLocked: (currency: string) => string;
  note: string;
  noteHint: string;
  calculate: string;
  service: string;
  services: Record<EstimateService, string>;
  language: string;
  level: string;
  texts: string;
  wordsPerText: string;
  selectPlaceholder: string;
  estimating: string;
  estimate: (prices: { net: string; tax: string; gross: string }) => string;
  required: string;
  amountNotANumber: string;
  amountNotPositive: string;
  amountTooPrecise: string;
  amountTooLarge: (max: string) => string;
  noteTooLong: string;
  textsWholeNumber: string;
  textsPositive: string;
  wordsWholeNumber: string;
  wordsPositive: string;
  invalidEmail: string;
  method: string;
  methods: Record<DepositMethod, string>;
  feePercentage: (fee: { percent: string; minimum: string }) => string;
  feeFixed: (amount: string) => string;
  noFee: string;
  bankTransferInfo: string;
  payerEmail: string;
  charges: { amountNet: string; fee: string; tax: string; total: string };
  paymentDetails: string;
  loadingProvider: string;
  providerUnavailable: string;
  pay: string;
  amountMissing: string;
  methodMissing: string;
  paymentDetailsIncomplete: string;
  checkingPayment: string;
  paymentNotCompleted: string;
  stillProcessing: string;
  receiptTitle: string;
  receipt: { method: string; status: string; transaction: string; deposit: string };
  statuses: Record<DepositStatus, string>;
  pendingInfo: string;
  bankReceiptInfo: string;
  newProject: string;
  somethingWentWrong: string;
}

export const DEFAULT_DEPOSIT_DIALOG_LABELS: DepositDialogLabels = {
  title: 'Create deposit',
  close: 'Close',
  next: 'Next',
  steps: { billing: 'Billing information', amount: 'Deposit amount', payment: 'Payment information' },
  editBilling: 'Edit billing information',
  billingInvalid: 'Your billing information is not valid',
  amount: 'Amount net',
  amountHint: 'This is credited to your balance. Cents may follow a point or a comma.',
  currency: 'Currency',
  currencyLocked: (currency) => `Your account is kept in ${currency}.`,
  note: 'Note',
  noteHint: 'Shown with the deposit, at most 200 characters.',
  calculate: 'Calculate the amount from an order estimate',
  service: 'Service',
  services: { copywriting: 'Copywriting', copywriting_proofreading: 'Copywriting with proofreading' },
  language: 'Language',
  level: 'Quality level',
  texts: 'Number of texts',
  wordsPerText: 'Words per text',
  selectPlaceholder: 'Select',
  estimating: 'Calculating the price…',
  estimate: ({ net, tax, gross }) => `These texts cost ${gross} (net ${net}, VAT ${tax}); this is your deposit amount.`,
  required: 'Field is required',
  amountNotANumber: 'Amount net must be a number',
  amountNotPositive: 'Amount net must be greater than zero',
  amountTooPrecise: 'Amount net must have at most 2 decimal places',
  amountTooLarge: (max) => `Amount net must be at most ${max}`,
  noteTooLong: 'Name must have at most 200 letters.',
  textsWholeNumber: 'Number of texts must be a whole number',
  textsPositive: 'Number of texts must be greater than zero',
  wordsWholeNumber: 'Words per text must be a whole number',
  wordsPositive: 'Words per text must be greater than zero',
  invalidEmail: 'Invalid email',
  method: 'Payment method',
  methods: {
    CARD: 'Credit card',
    SEPA_DEBIT: 'SEPA direct debit',
    SOFORT: 'SOFORT',
    GIROPAY: 'giropay',
    IDEAL: 'iDEAL',
    PAYPAL: 'PayPal',
    BANK: 'Bank transfer',
  },
  feePercentage: ({ percent, minimum }) => `Fee ${percent} % of the amount, at least ${minimum}`,
  feeFixed: (amount) => `Fee ${amount} per transaction`,
  noFee: 'No fee',
  bankTransferInfo:
    'A bank transfer takes 2-3 business days. We send you a deposit invoice by e-mail; your balance is credited when the money arrives.',
  payerEmail: 'PayPal e-mail',
  charges: { amountNet: 'Amount net', fee: 'Payment fee', tax: 'VAT on the fee', total: 'Total to pay' },
  paymentDetails: 'Payment details',
  loadingProvider: 'Loading the payment form…',
  providerUnavailable: 'The payment form could not be loaded. Please try again later or pay by bank transfer.',
  pay: 'Pay',
  amountMissing: "You didn't fill deposit amount",
  methodMissing: 'Please choose a payment method.',
  paymentDetailsIncomplete: 'Please complete the payment details.',
  checkingPayment: 'Checking your payment…',
  paymentNotCompleted: 'The payment was not completed.',
  stillProcessing: 'Your payment is still being processed. Your balance is credited as soon as it arrives.',
  receiptTitle: 'Thank you for your deposit',
  receipt: { method: 'Payment method', status: 'Status', transaction: 'Transaction', deposit: 'Deposit number' },
  statuses: { PENDING: 'Pending', PROCESSING: 'Processing', PAID: 'Paid', FAILED: 'Failed', CANCELED: 'Canceled' },
  pendingInfo: 'Your balance is credited as soon as the payment arrives.',
  bankReceiptInfo:
    'We have sent you a deposit invoice by e-mail. Please transfer the total within the next days; it takes 2-3 business days to arrive.',
  newProject: 'New Project',
  somethingWentWrong: 'Something went wrong.',
};
