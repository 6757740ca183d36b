// Money, once (issue 10): core-api, ui-kit and through it the apps count, round, charge fees and write amounts
// here, so the dialog's preview, the server's charge and the invoice cannot drift apart. Amounts are bigint (or
// safe-integer) minor units throughout, never a float. The contract's types are re-exported for the kit, which
// does not depend on the contracts package itself.
export type { CurrencyIso, InterfaceLanguage, PaymentFeeRule, PaymentMethod } from '@inkwell/contracts';
export { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, MINOR_UNITS_PER_UNIT, TRADED_CURRENCIES, isCurrencyIso } from './currencies.js';
export { minorUnitsToDecimal, readMinorUnits, toJsonMinorUnits, type DecimalText } from './minor-units.js';
export { decimalToMinorUnits, pricePerWordInMinorUnits, shiftDecimal, typedDecimal } from './decimal-text.js';
export { multiplyRate, percentOf, roundHalfUp, totalAt } from './arithmetic.js';
export {
  PAYMENT_FEES,
  depositCharges,
  depositFee,
  depositFigures,
  feeOf,
  feeRuleOf,
  paymentFee,
  vatOnFee,
  type DepositCharges,
  type DepositFigures,
  type FeeRule,
} from './payment-fees.js';
export {
  DEPOSIT_LIMITS,
  DEPOSIT_MAX_MINOR_UNITS,
  DEPOSIT_MIN_MINOR_UNITS,
  normalizeAmount,
  readAmount,
  type AmountLimits,
  type AmountProblem,
  type AmountReading,
} from './typed-amounts.js';
export { LOCALE_OF, describeMoney, formatMoney } from './money-text.js';
