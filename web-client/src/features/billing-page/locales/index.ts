import type { i18n as I18n } from 'i18next';
import { registerBillingCommonTexts, registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type BillingPageTexts } from './en';
import { fr } from './fr';
import { it } from './it';

/** Where the page's texts live in the app's translations. */
export const BILLING_PAGE_TEXTS_KEY = 'billingPage';

export const billingPageLocales: Record<InterfaceLanguage, BillingPageTexts> = { en, de, fr, it };

/**
 * Adds the page's texts under `billingPage`, and web-kit's shared billing texts (statuses, document types,
 * payment methods, invoice columns), so they load with the page instead of growing the first download.
 */
export function registerBillingPageTexts(i18n: I18n): void {
  registerBillingCommonTexts(i18n);
  registerFeatureTexts(i18n, {
    en: { [BILLING_PAGE_TEXTS_KEY]: en },
    de: { [BILLING_PAGE_TEXTS_KEY]: de },
    fr: { [BILLING_PAGE_TEXTS_KEY]: fr },
    it: { [BILLING_PAGE_TEXTS_KEY]: it },
  });
}
