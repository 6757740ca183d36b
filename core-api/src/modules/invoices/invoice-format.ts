import type { InterfaceLanguage } from '@inkwell/contracts';
import { LOCALE_OF, type DecimalText } from '@inkwell/money';

// Money on documents is @inkwell/money's `formatMoney(amount, currency, language)`; the rest of a document's
// figures follow the same locale per interface language.

/** A calendar date of the platform (UTC), e.g. 31/01/2026 or 31.01.2026. */
export function formatDate(date: Date, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(LOCALE_OF[language], { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

/** A VAT fraction such as '0.1900' as a percentage: "19%", "19 %". */
export function formatVatRate(rate: string, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 2 }).format(rate as DecimalText);
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
