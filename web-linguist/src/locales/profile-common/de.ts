import type { ProfileCommonTexts } from './en';

export const de: ProfileCommonTexts = {
  proficiency: {
    native: 'Muttersprache',
    c2: 'C2 (kompetent)',
    c1: 'C1 (fortgeschritten)',
    b2: 'B2 (gute Mittelstufe)',
    none: 'Keine Angabe',
  },
  services: {
    copywriting: 'Texterstellung',
    proofreading: 'Lektorat',
    translating: 'Übersetzung',
  },
  perWord: '{{price}} {{unit}}/Wort',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
