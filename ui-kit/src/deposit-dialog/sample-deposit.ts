import { depositCharges, multiplyRate, toJsonMinorUnits } from '@inkwell/money';
import { parseAmount } from './deposit-amount';
import type {
  BankDepositInput,
  DepositFeeRule,
  ChoiceOption,
  ConfirmDepositInput,
  DepositEstimate,
  DepositEstimateInput,
  DepositIntent,
  DepositIntentInput,
  DepositMethodOption,
  DepositReceipt,
} from './types';

// Stories and tests share these: the methods and fees core-api offers with Stripe configured (spec §9).

export const sampleMethods: DepositMethodOption[] = [
  { method: 'CARD', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
  { method: 'SEPA_DEBIT', pending: true, fee: { kind: 'fixed', amount: 35 } },
  { method: 'IDEAL', pending: false, fee: { kind: 'fixed', amount: 45 } },
  { method: 'PAYPAL', pending: false, fee: { kind: 'percentage', percentage: '0.014', minimum: 25 } },
  { method: 'BANK', pending: true, fee: { kind: 'fixed', amount: 0 } },
];

export const sampleLanguages: ChoiceOption[] = [
  { value: 'de-DE', label: 'German - Germany' },
  { value: 'en-GB', label: 'English - United Kingdom' },
];

export const sampleLevels: ChoiceOption[] = [
  { value: 'good', label: 'Linguist' },
  { value: 'professional', label: 'Senior' },
];

export const SAMPLE_VAT = '0.19';

const NO_FEE: DepositFeeRule = { kind: 'fixed', amount: 0 };
const methodRule = (method: string) => sampleMethods.find((option) => option.method === method)?.fee ?? NO_FEE;

export function sampleReceipt(input: { method: DepositReceipt['paymentMethod']; amount: string; status: DepositReceipt['status'] }): DepositReceipt {
  const charges = depositCharges(methodRule(input.method), parseAmount(input.amount) ?? 0, SAMPLE_VAT);
  return {
    id: 4711,
    ...charges,
    currency: { iso4217: 'EUR' },
    paymentMethod: input.method,
    status: input.status,
    transactionId: input.method === 'BANK' ? null : 'pi_sample',
  };
}

/** Answers like core-api would, after a short wait so busy states show. */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 300));

export const sampleCallbacks = {
  onCreateBankDeposit: (input: BankDepositInput) => later(sampleReceipt({ method: 'BANK', amount: input.amount, status: 'PENDING' })),
  onCreateIntent: (input: DepositIntentInput): Promise<DepositIntent> =>
    later({ id: 'pi_sample', clientSecret: 'pi_sample_secret_x', paymentMethod: input.method, status: 'requires_payment_method', lastError: null }),
  onRetrieveIntent: (id: string): Promise<DepositIntent> =>
    later({ id, clientSecret: `${id}_secret_x`, paymentMethod: 'IDEAL', status: 'succeeded', lastError: null }),
  onConfirmIntent: (input: ConfirmDepositInput) => later(sampleReceipt({ method: input.method, amount: '100', status: 'PAID' })),
  onCalculateEstimate: (input: DepositEstimateInput): Promise<DepositEstimate> => {
    // 0.05 € per word, VAT at the sample rate
    const amountNet = input.texts * input.wordsPerText * 5;
    const tax = toJsonMinorUnits(multiplyRate(BigInt(amountNet), SAMPLE_VAT));
    return later({ amountNet, fee: 0, tax, amountGross: amountNet + tax, currency: input.currency });
  },
};
