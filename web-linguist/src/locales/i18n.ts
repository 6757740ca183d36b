import { createI18n, languageFromPath } from '@inkwell/web-kit';
import { en } from './en';

// English is bundled; another language arrives in its own chunk the first time it is used.
export const i18n = createI18n(
  {
    en,
    de: () => import('./de').then((m) => m.de),
    fr: () => import('./fr').then((m) => m.fr),
    it: () => import('./it').then((m) => m.it),
  },
  // The first render already uses the language of the address, so no page flashes in English first.
  languageFromPath(window.location.pathname),
);
