import type { LinguistTexts } from './en';

export const fr: LinguistTexts = {
  app: {
    brand: 'Inkwell pour linguistes',
  },
  dashboard: {
    welcome: 'Bienvenue {{name}}',
    welcomeWithoutName: 'Bienvenue',
    profile: {
      title: 'Votre profil',
      level: 'Niveau',
      roles: 'Rôles',
      languages: 'Langues',
    },
    levels: {
      simple: 'Junior',
      good: 'Linguiste',
      professional: 'Senior',
      premium: 'Expert',
      excellent: 'Expert technique',
    },
    roles: {
      copywriter: 'Rédacteur',
      proofreader: 'Correcteur',
      translator: 'Traducteur',
    },
  },
};
