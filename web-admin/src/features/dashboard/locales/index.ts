import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type StatisticsTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const statisticsLocales: Record<InterfaceLanguage, StatisticsTexts> = { en, de, fr, it };

/** Adds the dashboard statistics' texts under `statistics`, loaded with them rather than with the first download. */
export function registerStatisticsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { statistics: en }, de: { statistics: de }, fr: { statistics: fr }, it: { statistics: it } });
}
