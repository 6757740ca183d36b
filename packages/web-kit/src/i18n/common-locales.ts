import { withOrderTexts, type LocaleTexts, type Locales } from './create-i18n';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { it } from './locales/it';

/**
 * web-kit's texts in every language at once, for the key-parity tests and for tests that switch languages
 * synchronously. The apps never import this: they load one language at a time.
 */
export const commonLocales: Locales<LocaleTexts> = {
  en: withOrderTexts(en, 'en'),
  de: withOrderTexts(de, 'de'),
  fr: withOrderTexts(fr, 'fr'),
  it: withOrderTexts(it, 'it'),
};
