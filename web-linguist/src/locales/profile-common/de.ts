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
  price: {
    range: 'Erlaubt: {{min}} – {{max}}',
    current: 'Aktuell: {{price}}',
    notSet: 'Noch nicht festgelegt',
    priceLabel: '{{service}}, {{language}} ({{unit}}/Wort)',
    invalid: 'Geben Sie eine Zahl wie 6,5 ein.',
    outOfRange: 'Zwischen {{min}} und {{max}}.',
    save: 'Preis speichern',
    saveNamed: 'Preis für {{service}}, {{language}} speichern',
    saved: 'Ihr Preis wurde gespeichert.',
  },
  perWord: '{{price}} {{unit}}/Wort',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
