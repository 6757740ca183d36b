import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { registerProfileCommonTexts } from '../../../locales/profile-common';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const clientsLocales = { en, de, fr, it };

/** The client pages' texts under `clients`, and the shared price texts; they load with the pages. */
export function registerClientsTexts(i18n: I18n): void {
  registerProfileCommonTexts(i18n);
  registerFeatureTexts(i18n, { en: { clients: en }, de: { clients: de }, fr: { clients: fr }, it: { clients: it } });
}
