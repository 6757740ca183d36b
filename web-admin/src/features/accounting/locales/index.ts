import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type AccountingTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const accountingLocales: Record<InterfaceLanguage, AccountingTexts> = { en, de, fr, it };

/** Adds the accounting page's texts under `accounting`; they load with the page. */
export function registerAccountingTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { accounting: en }, de: { accounting: de }, fr: { accounting: fr }, it: { accounting: it } });
}
