import { DEPOSIT_LIMITS, normalizeAmount, readAmount, toJsonMinorUnits, type AmountLimits, type AmountProblem as TypedAmountProblem } from '@inkwell/money';

/** The dialog's names for what is wrong with a typed amount, one message each (see `DepositDialogLabels`). */
export type AmountProblem = 'required' | 'notANumber' | 'tooPrecise' | 'notPositive' | 'tooLarge';

// The dialog reads amounts as core-api does (@inkwell/money); it only words the problems for a person typing,
// for whom a minus sign is not a number and anything under the minimum is "not positive".
const DIALOG_PROBLEM: Record<TypedAmountProblem, AmountProblem> = {
  notANumber: 'notANumber',
  negative: 'notANumber',
  tooPrecise: 'tooPrecise',
  tooSmall: 'notPositive',
  tooLarge: 'tooLarge',
};

/**
 * What is wrong with a typed amount, or null when it is a valid deposit, or within other `limits` (a refund of at most
 * the available balance).
 */
export function amountProblem(text: string | undefined, limits: AmountLimits = DEPOSIT_LIMITS): AmountProblem | null {
  if (normalizeAmount(text ?? '') === '') return 'required';
  const reading = readAmount(text ?? '', limits);
  return 'problem' in reading ? DIALOG_PROBLEM[reading.problem] : null;
}

/** A valid typed amount in minor units ("150,5" → 15050), else null. */
export function parseAmount(text: string | undefined): number | null {
  const reading = readAmount(text ?? '', DEPOSIT_LIMITS);
  return 'minorUnits' in reading ? toJsonMinorUnits(reading.minorUnits) : null;
}
