import type { LinguistTexts } from './en';

export const it: LinguistTexts = {
  app: {
    brand: 'Inkwell per linguisti',
  },
  dashboard: {
    welcome: 'Benvenuto {{name}}',
    welcomeWithoutName: 'Benvenuto',
    profile: {
      title: 'Il tuo profilo',
      level: 'Livello',
      roles: 'Ruoli',
      languages: 'Lingue',
    },
    levels: {
      simple: 'Junior',
      good: 'Linguista',
      professional: 'Senior',
      premium: 'Esperto',
      excellent: 'Esperto tecnico',
    },
    roles: {
      copywriter: 'Copywriter',
      proofreader: 'Correttore di bozze',
      translator: 'Traduttore',
    },
  },
};
