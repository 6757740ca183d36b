import { createContext, useCallback, useContext, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_INTERFACE_LANGUAGE, type InterfaceLanguage } from '@inkwell/contracts';
import { isLanguageLoaded } from '../i18n/create-i18n';
import { withLanguagePrefix } from '../i18n/language';

const LanguagePrefixContext = createContext<InterfaceLanguage | null>(null);

/**
 * Makes the path's language prefix (or its absence, meaning the default) the interface language for everything
 * below. Renders nothing while i18next still holds another language or the wanted one's texts are on their way,
 * so no text flashes in the wrong language.
 */
export function LanguagePrefixScope({ language, children }: { language: InterfaceLanguage | null; children: ReactNode }) {
  const { i18n } = useTranslation();
  const wanted = language ?? DEFAULT_INTERFACE_LANGUAGE;

  useLayoutEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
    document.documentElement.lang = wanted;
  }, [i18n, wanted]);

  if (i18n.language !== wanted || !isLanguageLoaded(i18n, wanted)) return null;
  return <LanguagePrefixContext.Provider value={language}>{children}</LanguagePrefixContext.Provider>;
}

/** The language prefix of the current route, or null when the path has none. */
export function useLanguagePrefix(): InterfaceLanguage | null {
  return useContext(LanguagePrefixContext);
}

/** Turns an app path ('/dashboard') into one under the current language prefix ('/de/dashboard'). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguagePrefix();
  return useCallback((path: string) => withLanguagePrefix(path, language), [language]);
}
