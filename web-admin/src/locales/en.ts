export const en = {
  app: {
    brand: 'Inkwell Back Office',
  },
  dashboard: {
    welcome: 'Welcome {{name}}',
    welcomeWithoutName: 'Welcome',
    profile: {
      title: 'Your profile',
      email: 'E-mail',
      billingAccess: 'Billing access',
    },
  },
};

export type AdminTexts = typeof en;
