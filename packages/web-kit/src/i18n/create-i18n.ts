import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';
import { en as commonEn } from './locales/en';

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

// web-kit's own texts (the shell, auth pages, tables): each visitor downloads one interface language, the
// others stay in chunks of their own.
const commonLoaders: Record<OtherLanguage, () => Promise<LocaleTexts>> = {
  de: () => import('./locales/de').then((m) => m.de),
  fr: () => import('./locales/fr').then((m) => m.fr),
  it: () => import('./locales/it').then((m) => m.it),
};

export function mergeTexts(base: LocaleTexts, extra: LocaleTexts): LocaleTexts {
  const merged: LocaleTexts = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object' ? mergeTexts(existing, value) : value;
  }
  return merged;
}

/**
 * Texts web-kit's shared views bring along (the order views: statuses, history, texts), for every i18next
 * instance: the views register them when they load, so the i18n set-up needs to know none of them.
 */
const registeredCommonTexts = new Map<string, Locales<LocaleTexts>>();
// Weak, so the instances tests create one after another can go.
const instances: WeakRef<I18n>[] = [];

function registeredCommonTextsOf(language: InterfaceLanguage): LocaleTexts {
  return Object.fromEntries([...registeredCommonTexts].map(([key, texts]) => [key, texts[language]]));
}

/**
 * Adds a shared view's texts under `key` to every i18next instance, in the languages loaded already and in
 * those loaded later. They sit beneath the app's own texts: an app may word a shared text its own way.
 */
export function registerCommonTexts(key: string, texts: Locales<LocaleTexts>): void {
  if (registeredCommonTexts.has(key)) return;
  registeredCommonTexts.set(key, texts);
  for (const instance of instances) {
    const i18n = instance.deref();
    if (!i18n) continue;
    for (const language of INTERFACE_LANGUAGES) {
      if (i18n.hasResourceBundle(language, 'translation')) {
        i18n.addResourceBundle(language, 'translation', { [key]: texts[language] }, true, false);
      }
    }
  }
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
      Promise.all([commonLoaders[lng](), typeof source === 'function' ? source() : Promise.resolve(source)]).then(
        // Read when the language arrives, so texts registered while it was on its way are in it.
        ([common, app]) =>
          callback(null, mergeTexts(mergeTexts(mergeTexts(common, registeredCommonTextsOf(lng)), app), featureTextsOf(instance(), lng))),
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
    resources: { en: { translation: mergeTexts(mergeTexts(commonEn, registeredCommonTextsOf('en')), sources.en) } },
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
  instances.push(new WeakRef(instance));
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
