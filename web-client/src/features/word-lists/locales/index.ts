import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const wordListsLocales = { en, de, fr, it };

/** The stopwords and dictionary tabs' texts under `wordLists`; they load with the settings page. */
export function registerWordListsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { wordLists: en }, de: { wordLists: de }, fr: { wordLists: fr }, it: { wordLists: it } });
}
