import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ORDER_TEXTS_KEY, orderTexts } from '../orders/order-texts';

export interface LocaleTexts {
  [key: string]: string | LocaleTexts;
}

/** What every app locale must hold on top of its feature texts: the brand the header shows. */
export type AppTexts = LocaleTexts & { app: { brand: string } };

export type Locales<T> = Record<InterfaceLanguage, T>;

const withOrderTexts = (texts: LocaleTexts, language: InterfaceLanguage): LocaleTexts => ({
  ...texts,
  [ORDER_TEXTS_KEY]: orderTexts[language],
});

/** What every app shows alike, its own locales merged on top: the shell, auth pages, tables and orders. */
export const commonLocales: Locales<LocaleTexts> = {
  en: withOrderTexts(en, 'en'),
  de: withOrderTexts(de, 'de'),
  fr: withOrderTexts(fr, 'fr'),
  it: withOrderTexts(it, 'it'),
};

function mergeTexts(base: LocaleTexts, extra: LocaleTexts): LocaleTexts {
  const merged: LocaleTexts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}

/**
 * One i18next instance per app: web-kit's common texts plus the app's, in every interface language.
 * Resources are bundled, so initialisation and language switches happen synchronously.
 */
export function createI18n(appLocales: Locales<AppTexts>, language: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(
      INTERFACE_LANGUAGES.map((lng) => [lng, { translation: mergeTexts(commonLocales[lng], appLocales[lng]) }]),
    ),
    lng: language,
    fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
    supportedLngs: [...INTERFACE_LANGUAGES],
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities like &amp; to the user.
    interpolation: { escapeValue: false },
    // Keeps i18next's advertisement out of the browser console and test output.
    showSupportNotice: false,
  });
  return instance;
}

/** Dotted paths of every text, for the key-parity tests of web-kit and each app. */
export function textKeys(texts: LocaleTexts, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value, `${prefix}${key}.`)))
    .sort();
}
