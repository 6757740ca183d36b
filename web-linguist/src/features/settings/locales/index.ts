import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const settingsLocales = { en, de, fr, it };

/** The settings page's texts under `settings`; they load with the page. */
export function registerSettingsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { settings: en }, de: { settings: de }, fr: { settings: fr }, it: { settings: it } });
}
