import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type InterfaceLanguage } from '@inkwell/web-kit';
import { de } from './de';
import { en, type PayoutTexts } from './en';
import { fr } from './fr';
import { it } from './it';

export const payoutLocales: Record<InterfaceLanguage, PayoutTexts> = { en, de, fr, it };

/** Adds the payments-outgoing page's texts under `payouts`, loaded with the page. */
export function registerPayoutTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { payouts: en }, de: { payouts: de }, fr: { payouts: fr }, it: { payouts: it } });
}
