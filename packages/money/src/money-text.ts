import type { CurrencyIso, InterfaceLanguage } from '@inkwell/contracts';
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, MINOR_UNITS_PER_UNIT } from './currencies.js';
import { minorUnitsToDecimal } from './minor-units.js';

/** The locale each interface language writes numbers and dates in. */
export const LOCALE_OF: Readonly<Record<InterfaceLanguage, string>> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', it: 'it-IT' };

const UNIT = BigInt(MINOR_UNITS_PER_UNIT);
const MINOR_DIGITS = String(MINOR_UNITS_PER_UNIT).length - 1;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Spec §9's text, built from bigint digits so no amount beyond 2^53 loses a cent. */
function appText(amount: bigint, currency: CurrencyIso): string {
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const units = groupThousands((absolute / UNIT).toString());
  const minor = (absolute % UNIT).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${units},${minor} ${CURRENCY_SYMBOLS[currency]}`;
}

/** Intl reads decimal text exactly; a number would round amounts beyond 2^53. */
function documentText(amount: bigint, currency: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  }).format(minorUnitsToDecimal(amount));
}

/**
 * Money in error and log messages, the same in every language and exact: `-12.34 EUR`. Messages are for
 * staff and logs, so they name the currency by its code rather than by a locale's symbol.
 */
export function describeMoney(minorUnits: bigint, currency: string): string {
  return `${minorUnitsToDecimal(minorUnits)} ${currency}`;
}

/**
 * The apps' text (spec §9), whatever the interface language: German digits, the symbol after,
 * `123450` → `1.234,50 €`.
 */
export function formatMoney(minorUnits: bigint | number, currency?: CurrencyIso): string;
/**
 * A document's text in its reader's language, as invoices and the e-mails about them print it:
 * "€1,234.50", "1.234,50 €", "1 234,50 €". The locales' own spaces are kept (often non-breaking).
 */
export function formatMoney(minorUnits: bigint | number, currency: string, language: InterfaceLanguage): string;
export function formatMoney(minorUnits: bigint | number, currency: string = DEFAULT_CURRENCY, language?: InterfaceLanguage): string {
  const amount = BigInt(minorUnits);
  return language === undefined ? appText(amount, currency as CurrencyIso) : documentText(amount, currency, language);
}
