import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type SearchTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const searchLocales: Record<InterfaceLanguage, SearchTexts> = { en, de, fr, it };

/** Adds the header search box's texts under `search`; the box is on every page, so they load with the shell. */
export function registerSearchTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { search: en }, de: { search: de }, fr: { search: fr }, it: { search: it } });
}
