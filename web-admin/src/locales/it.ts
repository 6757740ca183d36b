import type { AdminTexts } from './en';

export const it: AdminTexts = {
  app: {
    brand: 'Inkwell Back office',
  },
  dashboard: {
    welcome: 'Benvenuto {{name}}',
    welcomeWithoutName: 'Benvenuto',
    profile: {
      title: 'Il tuo profilo',
      email: 'E-mail',
      billingAccess: 'Accesso alla fatturazione',
    },
  },
};
