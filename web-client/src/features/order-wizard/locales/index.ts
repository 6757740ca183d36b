import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const wizardLocales = { en, de, fr, it };

/** Adds the texts under `wizard`, so they load with the pages that show them instead of growing the first download. */
export function registerWizardTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { wizard: en }, de: { wizard: de }, fr: { wizard: fr }, it: { wizard: it } });
}
