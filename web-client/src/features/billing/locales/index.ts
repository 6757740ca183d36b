import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type BillingTexts } from './en';
import { fr } from './fr';
import { it } from './it';

/** Where the feature's texts live in the app's translations. */
export const BILLING_TEXTS_KEY = 'billing';

export const billingLocales: Record<InterfaceLanguage, BillingTexts> = { en, de, fr, it };

/** Adds the texts under `billing`, so they load with the dialog and the form instead of growing the first download. */
export function registerBillingTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [BILLING_TEXTS_KEY]: en },
    de: { [BILLING_TEXTS_KEY]: de },
    fr: { [BILLING_TEXTS_KEY]: fr },
    it: { [BILLING_TEXTS_KEY]: it },
  });
}
