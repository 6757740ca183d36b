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

export type Currency = 'EUR' | 'USD' | 'GBP';

/** Spec §9: euro and dollar count in cents, pound in pence. */
export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

const MINOR_UNITS_PER_MAJOR = 100n;

const toMinorUnits = (value: number | bigint | string): bigint | null => {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  const text = value.trim();
  return /^[-+]?\d+$/.test(text) ? BigInt(text) : null;
};

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Money held as integer minor units (cents, pence) as German text with its symbol: `123450` → `1.234,50 €`.
 * Works on bigint digits throughout, so no amount ever passes through a float. Not an integer → `EMPTY_VALUE`.
 */
export function formatMoney(
  minorUnits: number | bigint | string | null | undefined,
  currency: Currency = 'EUR',
): string {
  if (minorUnits === null || minorUnits === undefined) return EMPTY_VALUE;
  const amount = toMinorUnits(minorUnits);
  if (amount === null) return EMPTY_VALUE;
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const major = groupThousands((absolute / MINOR_UNITS_PER_MAJOR).toString());
  const minor = (absolute % MINOR_UNITS_PER_MAJOR).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${major},${minor} ${CURRENCY_SYMBOLS[currency]}`;
}
