export const en = {
  app: {
    brand: 'Inkwell',
  },
  dashboard: {
    welcome: 'Welcome {{name}}',
    welcomeWithoutName: 'Welcome',
    account: {
      title: 'Your account',
      email: 'E-mail',
      accountType: 'Account type',
      currency: 'Currency',
      memberSince: 'Member since',
    },
    invoicing: {
      deposit: 'Deposit',
      invoice: 'Invoice',
    },
  },
  registration: {
    title: 'Create your account',
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company',
    companyHint: 'Optional; leave it empty if you order as a private person.',
    acceptTerms: 'I accept the terms and conditions.',
    acceptTermsRequired: 'Please accept the terms and conditions.',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
    login: 'Log in',
    success: {
      title: 'Please confirm your e-mail address',
      text: 'We have sent you an e-mail with a link to confirm your account. Please check your inbox.',
    },
  },
};

export type ClientTexts = typeof en;
