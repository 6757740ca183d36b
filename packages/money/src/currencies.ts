import type { CurrencyIso } from '@inkwell/contracts';

/** The currencies the platform trades; each has two minor digits (cent, pence). */
export const TRADED_CURRENCIES = ['EUR', 'USD', 'GBP'] as const satisfies readonly CurrencyIso[];

/** The currency of an account that never chose one (spec §9: "default euro"). */
export const DEFAULT_CURRENCY: CurrencyIso = 'EUR';

/** Minor units per currency unit: the same 100 for every traded currency, so one figure serves them all. */
export const MINOR_UNITS_PER_UNIT = 100;

/** Spec §9: the apps write the symbol after the amount. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyIso, string>> = { EUR: '€', USD: '$', GBP: '£' };

export function isCurrencyIso(value: unknown): value is CurrencyIso {
  return typeof value === 'string' && (TRADED_CURRENCIES as readonly string[]).includes(value);
}
