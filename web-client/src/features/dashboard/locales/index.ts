import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type HomeTexts } from './en';
import { fr } from './fr';
import { it } from './it';

/** Where the home screen's texts live in the app's translations. */
export const HOME_TEXTS_KEY = 'home';

export const homeLocales: Record<InterfaceLanguage, HomeTexts> = { en, de, fr, it };

/** Adds the texts under `home`, so they load with the home screen instead of growing the first download. */
export function registerHomeTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [HOME_TEXTS_KEY]: en },
    de: { [HOME_TEXTS_KEY]: de },
    fr: { [HOME_TEXTS_KEY]: fr },
    it: { [HOME_TEXTS_KEY]: it },
  });
}
