import type { AdminTexts } from './en';

export const fr: AdminTexts = {
  app: {
    brand: 'Inkwell Back-office',
  },
  dashboard: {
    welcome: 'Bienvenue {{name}}',
    welcomeWithoutName: 'Bienvenue',
    profile: {
      title: 'Votre profil',
      email: 'E-mail',
      billingAccess: 'Accès à la facturation',
    },
  },
};
