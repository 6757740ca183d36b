import type { ClientTexts } from './en';

export const de: ClientTexts = {
  app: {
    brand: 'Inkwell',
  },
  dashboard: {
    welcome: 'Willkommen {{name}}',
    welcomeWithoutName: 'Willkommen',
    account: {
      title: 'Ihr Konto',
      email: 'E-Mail',
      accountType: 'Kontotyp',
      currency: 'Währung',
      memberSince: 'Mitglied seit',
    },
    invoicing: {
      deposit: 'Guthaben',
      invoice: 'Rechnung',
    },
  },
  registration: {
    title: 'Konto erstellen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    companyName: 'Firma',
    companyHint: 'Optional; lassen Sie das Feld leer, wenn Sie als Privatperson bestellen.',
    acceptTerms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.',
    acceptTermsRequired: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
    submit: 'Konto erstellen',
    haveAccount: 'Sie haben bereits ein Konto?',
    login: 'Anmelden',
    success: {
      title: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      text: 'Wir haben Ihnen eine E-Mail mit einem Link zur Bestätigung Ihres Kontos gesendet. Bitte prüfen Sie Ihren Posteingang.',
    },
  },
};
