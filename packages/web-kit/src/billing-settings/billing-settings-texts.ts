import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../i18n/create-i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';

/** Where the form's texts live in each app's translations. */
export const BILLING_SETTINGS_TEXTS_KEY = 'billingSettings';

export const billingSettingsLocales = { en, de, fr, it };

/** Adds the billing settings form's texts; the apps call it from the module that injects the form's endpoints. */
export function registerBillingSettingsTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [BILLING_SETTINGS_TEXTS_KEY]: en },
    de: { [BILLING_SETTINGS_TEXTS_KEY]: de },
    fr: { [BILLING_SETTINGS_TEXTS_KEY]: fr },
    it: { [BILLING_SETTINGS_TEXTS_KEY]: it },
  });
}
