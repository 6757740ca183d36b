import type { i18n as I18n } from 'i18next';
import { registerBillingCommonTexts, registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type BillingTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const billingLocales: Record<InterfaceLanguage, BillingTexts> = { en, de, fr, it };

/**
 * Adds the billing pages' texts under `billing`, and web-kit's shared billing texts (statuses, document types,
 * payment methods, invoice columns), so they load with the pages instead of growing the first download.
 */
export function registerBillingTexts(i18n: I18n): void {
  registerBillingCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { billing: en }, de: { billing: de }, fr: { billing: fr }, it: { billing: it } });
}
