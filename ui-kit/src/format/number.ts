import {
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  decimalToMinorUnits,
  formatMoney as moneyText,
  pricePerWordInMinorUnits,
  readMinorUnits,
  shiftDecimal,
  type CurrencyIso as Currency,
} from '@inkwell/money';
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

/** Money the API writes in decimal currency units ('1234.50') as the apps write it: `1.234,50 €`. */
export function formatDecimalMoney(amount: string | null | undefined, currency: Currency | null | undefined): string {
  const minorUnits = amount === null || amount === undefined ? null : decimalToMinorUnits(amount);
  return minorUnits === null || !currency ? EMPTY_VALUE : moneyText(minorUnits, currency);
}

/**
 * Spec §9: a price per word ('0.065' in currency units) shows ×100, in the minor units its label names: `6,50`.
 * The shift is exact (@inkwell/money); only the written number goes through Intl.
 */
export function formatPricePerWord(pricePerWord: string | null | undefined): string {
  const minorUnits = pricePerWord === null || pricePerWord === undefined ? null : pricePerWordInMinorUnits(pricePerWord);
  return minorUnits === null ? EMPTY_VALUE : formatNumber(minorUnits);
}

/**
 * A rate the API writes as a fraction ('0.19', '0.077') as a percent with the decimals it has: `19 %`, `7,7 %`.
 * The shift is exact (@inkwell/money), so 0.145 never reads 14,499999 %.
 */
export function formatRate(fraction: string | null | undefined): string {
  const percent = fraction === null || fraction === undefined ? null : shiftDecimal(fraction, 2);
  if (percent === null) return EMPTY_VALUE;
  return `${formatNumber(percent, percent.split('.')[1]?.length ?? 0)} %`;
}
