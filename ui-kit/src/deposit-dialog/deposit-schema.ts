import * as yup from 'yup';
import { formatMoney, type Currency } from '../format/number';
import { DEPOSIT_MAX_MINOR_UNITS } from '@inkwell/money';
import { amountProblem, parseAmount, type AmountProblem } from './deposit-amount';
import type { DepositDialogLabels } from './labels';
import type { DepositMethod, EstimateService } from './types';

export const NOTE_MAX_LENGTH = 200;

export interface DepositFormValues {
  /** as typed; a comma counts as the decimal point */
  amount: string;
  currency: Currency;
  note: string;
  /** take the amount from an order estimate instead of typing it */
  calculate: boolean;
  service: EstimateService | '';
  language: string;
  level: string;
  texts: string;
  wordsPerText: string;
  method: DepositMethod | '';
  /** PayPal payer e-mail */
  email: string;
}

export const initialDepositValues = (currency: Currency): DepositFormValues => ({
  amount: '',
  currency,
  note: '',
  calculate: false,
  service: '',
  language: '',
  level: '',
  texts: '',
  wordsPerText: '',
  method: '',
  email: '',
});

const WHOLE_NUMBER = /^\d+$/;

function amountMessage(problem: AmountProblem, labels: DepositDialogLabels, currency: Currency): string {
  switch (problem) {
    case 'required':
      return labels.required;
    case 'notANumber':
      return labels.amountNotANumber;
    case 'tooPrecise':
      return labels.amountTooPrecise;
    case 'notPositive':
      return labels.amountNotPositive;
    case 'tooLarge':
      return labels.amountTooLarge(formatMoney(DEPOSIT_MAX_MINOR_UNITS, currency));
  }
}

/** A count of the estimate (texts, words per text): a whole number above zero. */
const countSchema = (required: string, wholeNumber: string, positive: string) =>
  yup
    .string()
    .trim()
    .required(required)
    .matches(WHOLE_NUMBER, wholeNumber)
    .test('positive', positive, (value) => value === undefined || !WHOLE_NUMBER.test(value) || Number(value) > 0);

/** Spec §5 Deposit form, every message from `labels`. */
export function depositSchema(labels: DepositDialogLabels) {
  // The estimate's fields count only while the amount is calculated from it.
  const whenCalculating = (schema: yup.StringSchema) => yup.string().when('calculate', { is: true, then: () => schema });

  return yup.object({
    amount: yup.string().when('calculate', {
      is: false,
      then: (schema) =>
        schema.test('amount', function checkAmount(value) {
          const problem = amountProblem(value);
          return problem === null || this.createError({ message: amountMessage(problem, labels, this.parent.currency as Currency) });
        }),
    }),
    currency: yup.string().required(labels.required),
    note: yup.string().max(NOTE_MAX_LENGTH, labels.noteTooLong),
    calculate: yup.boolean(),
    service: whenCalculating(yup.string().required(labels.required)),
    language: whenCalculating(yup.string().required(labels.required)),
    level: whenCalculating(yup.string().required(labels.required)),
    texts: whenCalculating(countSchema(labels.required, labels.textsWholeNumber, labels.textsPositive)),
    wordsPerText: whenCalculating(countSchema(labels.required, labels.wordsWholeNumber, labels.wordsPositive)),
    method: whenCalculating(yup.string().required(labels.required)),
    email: yup.string().when('method', {
      is: 'PAYPAL',
      then: (schema) => schema.trim().required(labels.required).email(labels.invalidEmail),
    }),
  });
}

/** The fields of the amount step: what must be valid before the payment step opens. */
export const AMOUNT_STEP_FIELDS = ['amount', 'currency', 'note', 'service', 'language', 'level', 'texts', 'wordsPerText'] as const;

export type DepositFormErrors = Partial<Record<keyof DepositFormValues, string>>;

/**
 * Every field's problem right now, touched or not: the steps open on validity, which must not wait for
 * Formik's asynchronous validation (or for the client to visit a field).
 */
export function depositErrorsOf(schema: ReturnType<typeof depositSchema>, values: DepositFormValues): DepositFormErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: DepositFormErrors = {};
    for (const problem of error.inner) {
      const field = problem.path as keyof DepositFormValues | undefined;
      if (field && errors[field] === undefined) errors[field] = problem.message;
    }
    return errors;
  }
}

/** The deposit amount in minor units once the amount step holds a valid one (typed or estimated), else null. */
export function depositAmountOf(values: DepositFormValues): number | null {
  return parseAmount(values.amount);
}
