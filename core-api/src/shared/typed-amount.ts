import Joi from 'joi';
import { readAmount, type AmountLimits, type AmountProblem } from '@inkwell/money';

/** What a typed amount's errors say; each endpoint words them for its own field ("Amount net …", "Amount …"). */
export type TypedAmountMessages = Record<'any.required' | TypedAmountCode, string>;
type TypedAmountCode = 'amount.number' | 'amount.positive' | 'amount.decimals' | 'amount.max';

// The API names fewer problems than @inkwell/money tells apart: a minus sign and a zero both ask for more than zero.
const CODE_OF: Record<AmountProblem, TypedAmountCode> = {
  notANumber: 'amount.number',
  negative: 'amount.positive',
  tooSmall: 'amount.positive',
  tooPrecise: 'amount.decimals',
  tooLarge: 'amount.max',
};

/**
 * An amount as a person types it (spec §5: a decimal, a comma read as the point) or a JSON number, validated
 * to bigint minor units for the service. @inkwell/money reads it, as the deposit dialog does before sending.
 */
export function typedAmount(limits: AmountLimits, messages: TypedAmountMessages): Joi.AnySchema {
  return Joi.any()
    .custom((value: unknown, helpers) => {
      if (value === '' || value === null) return helpers.error('any.required');
      if (typeof value !== 'string' && typeof value !== 'number') return helpers.error('amount.number');
      const reading = readAmount(value, limits);
      return 'problem' in reading ? helpers.error(CODE_OF[reading.problem]) : reading.minorUnits;
    })
    .messages(messages);
}
