import type { ProfileCommonTexts } from './en';

export const it: ProfileCommonTexts = {
  proficiency: {
    native: 'Madrelingua',
    c2: 'C2 (padronanza)',
    c1: 'C1 (avanzato)',
    b2: 'B2 (intermedio superiore)',
    none: 'Non indicato',
  },
  services: {
    copywriting: 'Copywriting',
    proofreading: 'Correzione di bozze',
    translating: 'Traduzione',
  },
  perWord: '{{price}} {{unit}}/parola',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
