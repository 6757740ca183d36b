import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type AdminOrderTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const adminOrderLocales: Record<InterfaceLanguage, AdminOrderTexts> = { en, de, fr, it };

/** Adds the order page's texts under `order`, so they load with the page instead of the first download (decision 059). */
export function registerAdminOrderTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { order: en }, de: { order: de }, fr: { order: fr }, it: { order: it } });
}
