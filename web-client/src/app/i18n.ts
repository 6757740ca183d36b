import { createI18n, languageFromPath } from '@inkwell/web-kit';
import { en } from '../locales/en';

// English is bundled; another language arrives in its own chunk the first time it is used.
export const i18n = createI18n(
  {
    en,
    de: () => import('../locales/de').then((m) => m.de),
    fr: () => import('../locales/fr').then((m) => m.fr),
    it: () => import('../locales/it').then((m) => m.it),
  },
  // The first render already uses the language of the address, so no page flashes in English first.
  languageFromPath(window.location.pathname),
);
