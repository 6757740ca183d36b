import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const profileCommonLocales = { en, de, fr, it };

// Several api modules register these; each i18next instance needs them once.
const registered = new WeakSet<I18n>();

/** Adds the shared profile texts under `profileCommon`, with the first page that reads her profile or clients. */
export function registerProfileCommonTexts(i18n: I18n): void {
  if (registered.has(i18n)) return;
  registered.add(i18n);
  registerFeatureTexts(i18n, {
    en: { profileCommon: en },
    de: { profileCommon: de },
    fr: { profileCommon: fr },
    it: { profileCommon: it },
  });
}
