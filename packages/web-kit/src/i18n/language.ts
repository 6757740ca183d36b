import { DEFAULT_INTERFACE_LANGUAGE, INTERFACE_LANGUAGES, type InterfaceLanguage } from '@inkwell/contracts';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** Splits '/de/orders' into the language prefix ('de') and the path behind it ('/orders'). */
export function splitLanguagePrefix(pathname: string): { language: InterfaceLanguage | null; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isInterfaceLanguage(first)) return { language: null, path: pathname };
  return { language: first, path: `/${rest.join('/')}` };
}

/** The interface language a path asks for; paths without a prefix use the default. */
export function languageFromPath(pathname: string): InterfaceLanguage {
  return splitLanguagePrefix(pathname).language ?? DEFAULT_INTERFACE_LANGUAGE;
}

/** Puts `path` (an app path starting with '/') under the given language prefix; null keeps it unprefixed. */
export function withLanguagePrefix(path: string, language: InterfaceLanguage | null): string {
  if (language === null) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
