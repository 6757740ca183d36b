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
  price: {
    range: 'Autorisé : {{min}} – {{max}}',
    current: 'Actuel : {{price}}',
    notSet: 'Pas encore défini',
    priceLabel: '{{service}}, {{language}} ({{unit}}/mot)',
    invalid: 'Saisissez un nombre comme 6,5.',
    outOfRange: 'Entre {{min}} et {{max}}.',
    save: 'Enregistrer le tarif',
    saveNamed: 'Enregistrer le tarif pour {{service}}, {{language}}',
    saved: 'Votre tarif a été enregistré.',
  },
  perWord: '{{price}} {{unit}}/mot',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};
