import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { registerClientCommonTexts } from '../../../locales/client-common';
import { registerLinguistCommonTexts } from '../../../locales/linguist-common';
import { de } from './de';
import { en, type GroupTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const groupLocales: Record<InterfaceLanguage, GroupTexts> = { en, de, fr, it };

/** Adds the group page's texts under `groups`, with the app's shared ones naming linguists and clients. */
export function registerGroupTexts(i18n: I18n): void {
  registerClientCommonTexts(i18n);
  registerLinguistCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { groups: en }, de: { groups: de }, fr: { groups: fr }, it: { groups: it } });
}
