import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, registerTemplateTexts as registerSharedTemplateTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type TemplateTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const templateLocales: Record<InterfaceLanguage, TemplateTexts> = { en, de, fr, it };

/**
 * Adds the pages' texts under `templates`, and web-kit's shared form and editor texts, so they load with the
 * pages instead of growing the first download.
 */
export function registerTemplateTexts(i18n: I18n): void {
  registerSharedTemplateTexts(i18n);
  registerFeatureTexts(i18n, { en: { templates: en }, de: { templates: de }, fr: { templates: fr }, it: { templates: it } });
}
