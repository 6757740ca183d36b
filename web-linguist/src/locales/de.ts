import type { LinguistTexts } from './en';

export const de: LinguistTexts = {
  app: {
    brand: 'Inkwell für Linguisten',
  },
  dashboard: {
    welcome: 'Willkommen {{name}}',
    welcomeWithoutName: 'Willkommen',
    profile: {
      title: 'Ihr Profil',
      level: 'Stufe',
      roles: 'Rollen',
      languages: 'Sprachen',
    },
    levels: {
      simple: 'Junior',
      good: 'Linguist',
      professional: 'Senior',
      premium: 'Experte',
      excellent: 'Technischer Experte',
    },
    roles: {
      copywriter: 'Texter',
      proofreader: 'Korrektor',
      translator: 'Übersetzer',
    },
  },
};
