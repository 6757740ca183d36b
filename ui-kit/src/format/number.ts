import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, formatMoney as moneyText, readMinorUnits, type CurrencyIso as Currency } from '@inkwell/money';
import { EMPTY_VALUE } from './empty-value';

const formatters = new Map<number, Intl.NumberFormat>();

const germanFormat = (decimals: number) => {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter;
};

/** Spec §9 numbers, German style: `1.234,50`. Empty or not a number → `EMPTY_VALUE`. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return EMPTY_VALUE;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return EMPTY_VALUE;
  // Rounding a tiny negative to zero must not print "-0,00".
  const formatted = germanFormat(decimals).format(number);
  return /^-0(,0*)?$/.test(formatted) ? formatted.slice(1) : formatted;
}

export { CURRENCY_SYMBOLS, type Currency };

/**
 * Money held as integer minor units (cents, pence) as the apps write it, `123450` → `1.234,50 €` (the text is
 * @inkwell/money's). The kit adds only its dash: an amount that is missing or not whole shows `EMPTY_VALUE`.
 */
export function formatMoney(minorUnits: number | bigint | string | null | undefined, currency: Currency = DEFAULT_CURRENCY): string {
  const amount = minorUnits === null || minorUnits === undefined ? null : readMinorUnits(minorUnits);
  return amount === null ? EMPTY_VALUE : moneyText(amount, currency);
}
