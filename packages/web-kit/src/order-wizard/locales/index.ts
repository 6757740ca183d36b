import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../../i18n/create-i18n';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const orderWizardLocales = { en, de, fr, it };

/**
 * Adds the texts under `wizard` to the app's i18next instance, so they load with the pages that show them instead
 * of growing the first download; the app's wizard api module calls it, as with the imports' texts (decision 039).
 */
export function registerOrderWizardTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { wizard: en }, de: { wizard: de }, fr: { wizard: fr }, it: { wizard: it } });
}
