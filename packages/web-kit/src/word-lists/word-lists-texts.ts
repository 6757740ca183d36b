import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../i18n/create-i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';

export const wordListsLocales = { en, de, fr, it };

/**
 * The stopwords and dictionary screens' texts under `wordLists`, in the client's settings and on the back office's
 * client page (`intro` speaks to the client, `staffIntro` about the client); they load with those screens.
 */
export function registerWordListsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { wordLists: en }, de: { wordLists: de }, fr: { wordLists: fr }, it: { wordLists: it } });
}
