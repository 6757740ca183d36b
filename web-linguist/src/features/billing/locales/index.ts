import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { registerProfileCommonTexts } from '../../../locales/profile-common';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const billingLocales = { en, de, fr, it };

/** The billing page's texts under `billing` (and the shared price-per-word texts); they load with the page. */
export function registerBillingTexts(i18n: I18n): void {
  registerProfileCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { billing: en }, de: { billing: de }, fr: { billing: fr }, it: { billing: it } });
}
