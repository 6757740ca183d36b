import type { CommonTexts } from './en';

export const de: CommonTexts = {
  common: {
    loading: 'Wird geladen…',
    dashboard: 'Dashboard',
    mainNavigation: 'Hauptnavigation',
    language: 'Sprache',
    userMenu: 'Benutzermenü',
    logout: 'Abmelden',
    yes: 'ja',
    no: 'nein',
    close: 'Schließen',
    footer: '© {{year}} Inkwell',
    notifications: 'Benachrichtigungen',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    it: 'Italiano',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    passwordLength: 'Das Passwort muss zwischen {{min}} und {{max}} Zeichen lang sein.',
    passwordsMatch: 'Die Passwörter stimmen nicht überein.',
  },
  errors: {
    default: 'Etwas ist schiefgelaufen.',
    field: 'Das Feld {{field}}: {{message}}',
    position: '{{message}}. Position {{position}}.',
  },
  auth: {
    email: 'E-Mail',
    password: 'Passwort',
    newPassword: 'Neues Passwort',
    passwordRepeat: 'Passwort wiederholen',
    backToLogin: 'Zurück zur Anmeldung',
    goToLogin: 'Zur Anmeldung',
    login: {
      title: 'Anmelden',
      submit: 'Anmelden',
      forgotPassword: 'Passwort vergessen?',
      invalidCredentials: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
      tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      noAccount: 'Noch kein Konto?',
      register: 'Registrieren',
    },
    passwordResetRequest: {
      title: 'Passwort zurücksetzen',
      intro:
        'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort wählen können.',
      submit: 'Link senden',
      success:
        'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet. Bitte prüfen Sie Ihren Posteingang.',
    },
    passwordResetUpdate: {
      title: 'Neues Passwort wählen',
      submit: 'Passwort speichern',
      success: 'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort anmelden.',
      invalidToken: 'Dieser Link ist ungültig oder abgelaufen.',
      requestNewLink: 'Neuen Link anfordern',
    },
    registrationConfirm: {
      title: 'Konto bestätigen',
      confirming: 'Ihr Konto wird bestätigt…',
      success: 'Ihr Konto ist aktiv. Sie können sich jetzt anmelden.',
      invalidToken: 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',
      setPasswordIntro: 'Wählen Sie ein Passwort, um Ihr Konto zu aktivieren.',
      submit: 'Konto aktivieren',
    },
  },
  pages: {
    notFound: {
      title: 'Seite nicht gefunden',
      text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    },
    accessDenied: {
      title: 'Zugriff verweigert',
      text: 'Sie haben keine Berechtigung, diese Seite zu öffnen.',
    },
    backToDashboard: 'Zum Dashboard',
  },
};
