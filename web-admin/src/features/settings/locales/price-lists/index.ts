import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type PriceListTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const priceListLocales: Record<InterfaceLanguage, PriceListTexts> = { en, de, fr, it };

/** Adds the price list screens' texts under `settings`, beside the other settings texts (decision 053). */
export function registerPriceListTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { settings: en }, de: { settings: de }, fr: { settings: fr }, it: { settings: it } });
}
