import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, registerTemplateTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type SettingsTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const settingsLocales: Record<InterfaceLanguage, SettingsTexts> = { en, de, fr, it };

/** Adds the settings pages' texts under `settings`, and web-kit's shared template texts for the briefing editor. */
export function registerSettingsTexts(i18n: I18n): void {
  registerTemplateTexts(i18n);
  registerFeatureTexts(i18n, { en: { settings: en }, de: { settings: de }, fr: { settings: fr }, it: { settings: it } });
}
