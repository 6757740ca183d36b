export const en = {
  app: {
    brand: 'Inkwell for Linguists',
  },
  dashboard: {
    welcome: 'Welcome {{name}}',
    welcomeWithoutName: 'Welcome',
    profile: {
      title: 'Your profile',
      level: 'Level',
      roles: 'Roles',
      languages: 'Languages',
    },
    levels: {
      simple: 'Junior',
      good: 'Linguist',
      professional: 'Senior',
      premium: 'Expert',
      excellent: 'Technical expert',
    },
    roles: {
      copywriter: 'Copywriter',
      proofreader: 'Proofreader',
      translator: 'Translator',
    },
  },
};

export type LinguistTexts = typeof en;
