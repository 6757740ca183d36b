import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const creditNoteLocales = { en, de, fr, it };

/** The credit notes page's texts under `creditNotes`; they load with the page. */
export function registerCreditNoteTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, { en: { creditNotes: en }, de: { creditNotes: de }, fr: { creditNotes: fr }, it: { creditNotes: it } });
}
