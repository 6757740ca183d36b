import type { LocaleTexts, Locales } from '../i18n/create-i18n';
import { de } from '../i18n/locales/de';
import { en } from '../i18n/locales/en';
import { fr } from '../i18n/locales/fr';
import { it } from '../i18n/locales/it';
import { CATALOGUE_TEXTS_KEY, catalogueTexts } from '../catalogues/catalogue-texts';
import { ORDER_TEXTS_KEY, orderTexts } from '../orders/order-texts';

/**
 * web-kit's texts, the shared order and catalogue texts included, in every language at once: for the key-parity tests and
 * for tests that switch languages synchronously. The apps load one language at a time instead.
 */
export const commonLocales: Locales<LocaleTexts> = {
  en: { ...en, [ORDER_TEXTS_KEY]: orderTexts.en, [CATALOGUE_TEXTS_KEY]: catalogueTexts.en },
  de: { ...de, [ORDER_TEXTS_KEY]: orderTexts.de, [CATALOGUE_TEXTS_KEY]: catalogueTexts.de },
  fr: { ...fr, [ORDER_TEXTS_KEY]: orderTexts.fr, [CATALOGUE_TEXTS_KEY]: catalogueTexts.fr },
  it: { ...it, [ORDER_TEXTS_KEY]: orderTexts.it, [CATALOGUE_TEXTS_KEY]: catalogueTexts.it },
};
