import { createI18n, languageFromPath } from '@inkwell/web-kit';
import { appLocales } from '../locales';

// The first render already uses the language of the address, so no page flashes in English first.
export const i18n = createI18n(appLocales, languageFromPath(window.location.pathname));
