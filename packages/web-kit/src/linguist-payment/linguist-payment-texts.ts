import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '../i18n/create-i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';

export const linguistPaymentLocales = { en, de, fr, it };

/** Adds the payment settings form's texts under `linguistPayment`; apps call it where they inject its endpoints. */
export function registerLinguistPaymentTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { linguistPayment: en }, de: { linguistPayment: de }, fr: { linguistPayment: fr }, it: { linguistPayment: it } });
}
