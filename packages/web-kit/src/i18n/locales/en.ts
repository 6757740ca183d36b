export const en = {
  common: {
    loading: 'Loading…',
    dashboard: 'Dashboard',
    mainNavigation: 'Main navigation',
    language: 'Language',
    userMenu: 'User menu',
    logout: 'Log out',
    yes: 'yes',
    no: 'no',
    close: 'Close',
    footer: '© {{year}} Inkwell',
    notifications: 'Notifications',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    it: 'Italiano',
  },
  validation: {
    required: 'This field is required.',
    email: 'Please enter a valid e-mail address.',
    passwordLength: 'The password needs between {{min}} and {{max}} characters.',
    passwordsMatch: 'The passwords do not match.',
  },
  errors: {
    default: 'Something went wrong.',
    field: 'The field {{field}}: {{message}}',
    position: '{{message}}. Position {{position}}.',
  },
  auth: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    passwordRepeat: 'Repeat password',
    backToLogin: 'Back to login',
    goToLogin: 'Go to login',
    login: {
      title: 'Log in',
      submit: 'Log in',
      forgotPassword: 'Forgot your password?',
      invalidCredentials: 'The e-mail address or the password is not correct.',
      tooManyAttempts: 'Too many login attempts. Please wait a few minutes and try again.',
      noAccount: 'No account yet?',
      register: 'Sign up',
    },
    passwordResetRequest: {
      title: 'Reset your password',
      intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      submit: 'Send link',
      success:
        'If an account exists for this e-mail address, we have sent it a link to reset the password. Please check your inbox.',
    },
    passwordResetUpdate: {
      title: 'Choose a new password',
      submit: 'Save password',
      success: 'Your password has been changed. You can now log in with the new password.',
      invalidToken: 'This link is invalid or has expired.',
      requestNewLink: 'Request a new link',
    },
    registrationConfirm: {
      title: 'Confirm your account',
      confirming: 'Confirming your account…',
      success: 'Your account is active. You can now log in.',
      invalidToken: 'This confirmation link is invalid or has already been used.',
      setPasswordIntro: 'Choose a password to activate your account.',
      submit: 'Activate account',
    },
  },
  pages: {
    notFound: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has moved.',
    },
    accessDenied: {
      title: 'Access denied',
      text: 'You do not have permission to open this page.',
    },
    backToDashboard: 'Go to the dashboard',
  },
};

/** Every other locale has exactly the keys of the English one (checked by the compiler and by a test). */
export type CommonTexts = typeof en;
