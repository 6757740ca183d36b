import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const accountSettingsLocales = { en, de, fr, it };

/** The account tab's texts under `accountSettings`; they load with the settings page. */
export function registerAccountSettingsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { accountSettings: en }, de: { accountSettings: de }, fr: { accountSettings: fr }, it: { accountSettings: it } });
}
