import type { i18n as I18n } from 'i18next';
import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { commonLocales } from '../i18n/common-locales';
import { mergeTexts, type AppTexts, type Locales } from '../i18n/create-i18n';

/**
 * Puts every language into an app's i18n at once, so a test can switch to German and read German in the
 * same tick; the running app loads each language on first use instead.
 */
export function bundleAllLanguages(i18n: I18n, appLocales: Locales<AppTexts>): void {
  for (const language of INTERFACE_LANGUAGES) {
    if (i18n.hasResourceBundle(language, 'translation')) continue;
    i18n.addResourceBundle(language, 'translation', mergeTexts(commonLocales[language], appLocales[language]), true, false);
  }
}
