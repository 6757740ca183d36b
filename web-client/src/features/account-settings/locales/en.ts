export const en = {
  profile: {
    title: 'Your profile',
    firstName: 'First name',
    lastName: 'Last name',
    nickname: 'Nickname',
    language: 'Language',
    languageHint: 'The language of the portal and of every e-mail we send you.',
    currency: 'Currency',
    currencyLocked: 'Your currency is fixed once you have placed an order or started a deposit.',
    save: 'Save profile',
    saved: 'Your profile has been saved.',
    loadFailed: 'Your profile could not be loaded.',
    retry: 'Try again',
    tooLong: 'At most {{max}} characters.',
  },
};

export type AccountSettingsTexts = typeof en;
