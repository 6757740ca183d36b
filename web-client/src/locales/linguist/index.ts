import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const linguistLocales = { en, de, fr, it };

/**
 * Adds the shared linguist texts under `linguist`; `src/api/linguists-api` registers them, so they arrive with
 * the first page that reads linguists instead of growing the first download.
 */
export function registerLinguistTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { linguist: en }, de: { linguist: de }, fr: { linguist: fr }, it: { linguist: it } });
}
