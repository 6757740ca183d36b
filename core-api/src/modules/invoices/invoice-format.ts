import type { InterfaceLanguage } from '@inkwell/contracts';
import { MINOR_UNITS_PER_UNIT } from '../billing/money.js';

/** The locale each interface language formats numbers and dates in. */
export const LOCALE_OF: Record<InterfaceLanguage, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', it: 'it-IT' };

type Decimal = `${number}`;

/** Minor units as an exact decimal string ("-1234.05"); Intl formats such strings without a float in between. */
export function minorUnitsToDecimal(amount: bigint): Decimal {
  const unit = BigInt(MINOR_UNITS_PER_UNIT);
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  return `${sign}${abs / unit}.${(abs % unit).toString().padStart(2, '0')}` as Decimal;
}

/** "€1,234.50", "1.234,50 €", "1 234,50 €": the client's language, always two decimals. */
export function formatMoney(amount: bigint, currency: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnitsToDecimal(amount));
}

/** A calendar date of the platform (UTC), e.g. 31/01/2026 or 31.01.2026. */
export function formatDate(date: Date, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

/** A VAT fraction such as '0.1900' as a percentage: "19%", "19 %". */
export function formatVatRate(rate: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 2 }).format(rate as Decimal);
}

export function formatCount(count: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language]).format(count);
}

/** The country's name in the document's language. */
export function countryName(code: string, language: InterfaceLanguage): string {
  try {
    return new Intl.DisplayNames([LOCALE_OF[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
