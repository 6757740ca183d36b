import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type BalanceTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const balanceLocales: Record<InterfaceLanguage, BalanceTexts> = { en, de, fr, it };

/** Adds the Balance tab's texts under `billingBalance`, loaded with the billing page. */
export function registerBalanceTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { billingBalance: en }, de: { billingBalance: de }, fr: { billingBalance: fr }, it: { billingBalance: it } });
}
