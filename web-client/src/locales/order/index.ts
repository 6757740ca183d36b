import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const orderLocales = { en, de, fr, it };

/**
 * Adds the order texts under `order`: the order page's, whose field words the order wizard uses too. Both
 * features register them, so they load with the pages that show them instead of growing the first download.
 */
export function registerOrderTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { order: en }, de: { order: de }, fr: { order: fr }, it: { order: it } });
}
