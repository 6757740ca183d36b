import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type ClientSettingsTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const clientSettingsLocales: Record<InterfaceLanguage, ClientSettingsTexts> = { en, de, fr, it };

/** The settings tab's and the new-client page's texts under `clientSettings`; they load with those pages. */
export function registerClientSettingsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { clientSettings: en }, de: { clientSettings: de }, fr: { clientSettings: fr }, it: { clientSettings: it } });
}
