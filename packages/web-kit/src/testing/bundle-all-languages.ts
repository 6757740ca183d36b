import type { i18n as I18n } from 'i18next';
import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { commonLocales } from './common-locales';
import { featureTextsOf, mergeTexts, type AppTexts, type Locales } from '../i18n/create-i18n';

/**
 * Puts every language into an app's i18n at once, so a test can switch to German and read German in the
 * same tick; the running app loads each language on first use instead.
 */
export function bundleAllLanguages(i18n: I18n, appLocales: Locales<AppTexts>): void {
  for (const language of INTERFACE_LANGUAGES) {
    if (i18n.hasResourceBundle(language, 'translation')) continue;
    // Features that registered their texts before this (imported by the app config) join as they would on a
    // lazy load.
    const texts = mergeTexts(mergeTexts(commonLocales[language], appLocales[language]), featureTextsOf(i18n, language));
    i18n.addResourceBundle(language, 'translation', texts, true, false);
  }
}
