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
  perWord: '{{price}} {{unit}}/word',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
};

export type ProfileCommonTexts = typeof en;
