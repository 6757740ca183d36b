import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, registerTemplateTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { registerClientCommonTexts } from '../../../locales/client-common';
import { registerLinguistCommonTexts } from '../../../locales/linguist-common';
import { de } from './de';
import { en, type ClientTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const clientLocales: Record<InterfaceLanguage, ClientTexts> = { en, de, fr, it };

/**
 * Adds the client pages' texts under `clients`, the app's shared ones naming a client or a linguist, and web-kit's shared
 * template texts for their briefing and layout pages, so they load with the pages instead of growing the
 * first download.
 */
export function registerClientTexts(i18n: I18n): void {
  registerClientCommonTexts(i18n);
  registerLinguistCommonTexts(i18n);
  registerTemplateTexts(i18n);
  registerFeatureTexts(i18n, { en: { clients: en }, de: { clients: de }, fr: { clients: fr }, it: { clients: it } });
}
