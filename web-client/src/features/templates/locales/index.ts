import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type TemplateTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const templateLocales: Record<InterfaceLanguage, TemplateTexts> = { en, de, fr, it };

/** Adds the pages' texts under `templates`, so they load with the pages instead of growing the first download. */
export function registerTemplateTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { templates: en }, de: { templates: de }, fr: { templates: fr }, it: { templates: it } });
}
