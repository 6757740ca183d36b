import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';
import { en as commonEn } from './locales/en';
import { ORDER_TEXTS_KEY, orderTexts } from '../orders/order-texts';

export interface LocaleTexts {
  [key: string]: string | LocaleTexts;
}

/** What every app locale must hold on top of its feature texts: the brand the header shows. */
export type AppTexts = LocaleTexts & { app: { brand: string } };

export type Locales<T> = Record<InterfaceLanguage, T>;

/** A language's texts, bundled (English, tests) or fetched with the language's own chunk on first use. */
export type LocaleSource<T> = T | (() => Promise<T>);

/** English is bundled: it is the default and every other language's fallback. */
export type AppLocaleSources = { en: AppTexts } & Record<Exclude<InterfaceLanguage, 'en'>, LocaleSource<AppTexts>>;

type OtherLanguage = Exclude<InterfaceLanguage, 'en'>;

export const withOrderTexts = (texts: LocaleTexts, language: InterfaceLanguage): LocaleTexts => ({
  ...texts,
  [ORDER_TEXTS_KEY]: orderTexts[language],
});

// Each visitor downloads one interface language: the others stay in chunks of their own.
const commonLoaders: Record<OtherLanguage, () => Promise<LocaleTexts>> = {
  de: () => import('./locales/de').then((m) => m.de),
  fr: () => import('./locales/fr').then((m) => m.fr),
  it: () => import('./locales/it').then((m) => m.it),
};

/** web-kit's own texts in one language: the shell, auth pages, tables and orders. */
export async function loadCommonTexts(language: InterfaceLanguage): Promise<LocaleTexts> {
  const texts = language === 'en' ? commonEn : await commonLoaders[language]();
  return withOrderTexts(texts, language);
}

export function mergeTexts(base: LocaleTexts, extra: LocaleTexts): LocaleTexts {
  const merged: LocaleTexts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}

/** Texts of lazily loaded features, per i18next instance: joined into a language whenever it loads. */
const featureTexts = new WeakMap<I18n, Partial<Locales<LocaleTexts>>[]>();

export function featureTextsOf(i18n: I18n, language: InterfaceLanguage): LocaleTexts {
  return (featureTexts.get(i18n) ?? []).reduce<LocaleTexts>((all, texts) => mergeTexts(all, texts[language] ?? {}), {});
}

/**
 * Adds a feature's texts (loaded with the feature's chunk) to every language already loaded, and remembers
 * them for languages loaded later. Adding to a language not yet loaded would make i18next think it loaded.
 */
export function registerFeatureTexts(i18n: I18n, texts: Partial<Locales<LocaleTexts>>): void {
  featureTexts.set(i18n, [...(featureTexts.get(i18n) ?? []), texts]);
  for (const language of INTERFACE_LANGUAGES) {
    const forLanguage = texts[language];
    if (forLanguage && i18n.hasResourceBundle(language, 'translation')) {
      i18n.addResourceBundle(language, 'translation', forLanguage, true, true);
    }
  }
}

function lazyLanguages(sources: AppLocaleSources, instance: () => I18n): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!(INTERFACE_LANGUAGES as readonly string[]).includes(language) || language === 'en') {
        callback(null, {});
        return;
      }
      const lng = language as OtherLanguage;
      const source = sources[lng];
      Promise.all([loadCommonTexts(lng), typeof source === 'function' ? source() : Promise.resolve(source)]).then(
        ([common, app]) => callback(null, mergeTexts(mergeTexts(common, app), featureTextsOf(instance(), lng))),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * One i18next instance per app: web-kit's common texts plus the app's. English is bundled and ready at once;
 * another language loads on its first use (the language prefix waits for it, so no text flashes in English).
 */
export function createI18n(sources: AppLocaleSources, language: InterfaceLanguage = DEFAULT_INTERFACE_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  void instance.use(lazyLanguages(sources, () => instance)).init({
    resources: { en: { translation: mergeTexts(withOrderTexts(commonEn, 'en'), sources.en) } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_INTERFACE_LANGUAGE,
    supportedLngs: [...INTERFACE_LANGUAGES],
    initAsync: false,
    // React escapes what it renders; escaping here as well would show entities like &amp; to the user.
    interpolation: { escapeValue: false },
    // Components re-render when a language arrives; the language prefix holds the page back until then.
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
    // Keeps i18next's advertisement out of the browser console and test output.
    showSupportNotice: false,
  });
  return instance;
}

/** True once the language's texts are in: English always, the others after their chunk arrived. */
export function isLanguageLoaded(i18n: I18n, language: InterfaceLanguage): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Dotted paths of every text, for the key-parity tests of web-kit and each app. */
export function textKeys(texts: LocaleTexts, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value, `${prefix}${key}.`)))
    .sort();
}
