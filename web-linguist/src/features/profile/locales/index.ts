import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const profileLocales = { en, de, fr, it };

/** The profile page's texts under `profile`; they load with the page. */
export function registerProfileTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { profile: en }, de: { profile: de }, fr: { profile: fr }, it: { profile: it } });
}
