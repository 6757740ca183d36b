import type { ProfileCommonTexts } from './en';

export const fr: ProfileCommonTexts = {
  proficiency: {
    native: 'Langue maternelle',
    c2: 'C2 (maîtrise)',
    c1: 'C1 (avancé)',
    b2: 'B2 (intermédiaire supérieur)',
    none: 'Non indiqué',
  },
  services: {
    copywriting: 'Rédaction',
    proofreading: 'Relecture',
    translating: 'Traduction',
  },
  perWord: '{{price}} {{unit}}/mot',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
