import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { registerClientCommonTexts } from '../../../locales/client-common';
import { registerLinguistCommonTexts } from '../../../locales/linguist-common';
import { de } from './de';
import { en, type LinguistTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const linguistLocales: Record<InterfaceLanguage, LinguistTexts> = { en, de, fr, it };

/**
 * Adds the linguist pages' texts under `linguists`, with the app's shared ones naming a linguist and a client,
 * so they load with the pages instead of growing the first download.
 */
export function registerLinguistTexts(i18n: I18n): void {
  registerClientCommonTexts(i18n);
  registerLinguistCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { linguists: en }, de: { linguists: de }, fr: { linguists: fr }, it: { linguists: it } });
}
