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
  price: {
    range: 'Consentito: {{min}} – {{max}}',
    current: 'Attuale: {{price}}',
    notSet: 'Non ancora impostato',
    priceLabel: '{{service}}, {{language}} ({{unit}}/parola)',
    invalid: 'Inserisci un numero come 6,5.',
    outOfRange: 'Tra {{min}} e {{max}}.',
    save: 'Salva il prezzo',
    saveNamed: 'Salva il prezzo per {{service}}, {{language}}',
    saved: 'Il tuo prezzo è stato salvato.',
  },
  perWord: '{{price}} {{unit}}/parola',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
