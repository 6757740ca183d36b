/** Texts the profile page, the settings and the client pages share: languages, services, prices. */
export const en = {
  proficiency: {
    native: 'Native',
    c2: 'C2 (proficient)',
    c1: 'C1 (advanced)',
    b2: 'B2 (upper intermediate)',
    none: 'Not stated',
  },
  services: {
    copywriting: 'Copywriting',
    proofreading: 'Proofreading',
    translating: 'Translating',
  },
  price: {
    range: 'Allowed: {{min}} – {{max}}',
    current: 'Current: {{price}}',
    notSet: 'Not set yet',
    priceLabel: '{{service}}, {{language}} ({{unit}}/word)',
    invalid: 'Enter a number such as 6,5.',
    outOfRange: 'Between {{min}} and {{max}}.',
    save: 'Save price',
    saveNamed: 'Save price for {{service}}, {{language}}',
    saved: 'Your price has been saved.',
  },
  perWord: '{{price}} {{unit}}/word',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};

export type ProfileCommonTexts = typeof en;
