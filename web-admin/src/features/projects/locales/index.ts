import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { registerClientCommonTexts } from '../../../locales/client-common';
import { registerProjectCommonTexts } from '../../../locales/project-common';
import { de } from './de';
import { en, type ProjectTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const projectLocales: Record<InterfaceLanguage, ProjectTexts> = { en, de, fr, it };

/** Adds the project pages' texts under `projects`, with the shared project and client texts, as the pages load. */
export function registerProjectTexts(i18n: I18n): void {
  registerClientCommonTexts(i18n);
  registerProjectCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { projects: en }, de: { projects: de }, fr: { projects: fr }, it: { projects: it } });
}
