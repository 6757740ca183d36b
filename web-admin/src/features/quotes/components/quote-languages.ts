import type { QuoteDto } from '@inkwell/contracts';

/** "German - Germany" for copywriting, "German - Germany → English - United Kingdom, French - France" for a translation. */
export function languagesOf(quote: Pick<QuoteDto, 'language' | 'targetLanguages'>): string {
  if (!quote.targetLanguages.length) return quote.language.name;
  return `${quote.language.name} → ${quote.targetLanguages.map((language) => language.name).join(', ')}`;
}
