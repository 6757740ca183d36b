import type { AdminTexts } from './en';

export const de: AdminTexts = {
  app: {
    brand: 'Inkwell Backoffice',
  },
  dashboard: {
    welcome: 'Willkommen {{name}}',
    welcomeWithoutName: 'Willkommen',
    profile: {
      title: 'Ihr Profil',
      email: 'E-Mail',
      billingAccess: 'Zugriff auf die Buchhaltung',
    },
  },
};
