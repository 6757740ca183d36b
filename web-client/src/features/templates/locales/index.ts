import type { i18n as I18n } from 'i18next';
import type { InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type TemplateTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const templateLocales: Record<InterfaceLanguage, TemplateTexts> = { en, de, fr, it };

/** Adds the pages' texts under `templates`, so they load with the pages instead of growing the first download. */
export function registerTemplateTexts(i18n: I18n): void {
  for (const [language, texts] of Object.entries(templateLocales)) {
    i18n.addResourceBundle(language, 'translation', { templates: texts }, true, false);
  }
}
