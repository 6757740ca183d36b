import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type QuoteTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const quoteLocales: Record<InterfaceLanguage, QuoteTexts> = { en, de, fr, it };

/** Adds the quote pages' texts under `quotes`, so they load with the pages instead of growing the first download. */
export function registerQuoteTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { quotes: en }, de: { quotes: de }, fr: { quotes: fr }, it: { quotes: it } });
}
