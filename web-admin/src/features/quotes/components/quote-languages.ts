import type { LanguageRef, QuoteDto } from '@inkwell/contracts';

/**
 * "German - Germany" for copywriting, "German - Germany → English - United Kingdom, French - France" for a
 * translation, each named by `name` (the interface language's `languageName`).
 */
export function languagesOf(quote: Pick<QuoteDto, 'language' | 'targetLanguages'>, name: (language: LanguageRef) => string): string {
  if (!quote.targetLanguages.length) return name(quote.language);
  return `${name(quote.language)} → ${quote.targetLanguages.map(name).join(', ')}`;
}
