import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type LinguistsTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const linguistsLocales: Record<InterfaceLanguage, LinguistsTexts> = { en, de, fr, it };

/** Adds the pages' texts under `linguists`, so they load with the pages instead of growing the first download. */
export function registerLinguistsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { linguists: en }, de: { linguists: de }, fr: { linguists: fr }, it: { linguists: it } });
}
