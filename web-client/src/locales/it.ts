import type { ClientTexts } from './en';

export const it: ClientTexts = {
  app: {
    brand: 'Inkwell',
  },
  dashboard: {
    welcome: 'Benvenuto {{name}}',
    welcomeWithoutName: 'Benvenuto',
    account: {
      title: 'Il tuo account',
      email: 'E-mail',
      accountType: 'Tipo di account',
      currency: 'Valuta',
      memberSince: 'Membro dal',
    },
    invoicing: {
      deposit: 'Deposito',
      invoice: 'Fattura',
    },
  },
  registration: {
    title: 'Crea il tuo account',
    firstName: 'Nome',
    lastName: 'Cognome',
    companyName: 'Azienda',
    companyHint: 'Facoltativo; lascia vuoto il campo se ordini come privato.',
    acceptTerms: 'Accetto i termini e le condizioni.',
    acceptTermsRequired: 'Accetta i termini e le condizioni.',
    submit: 'Crea account',
    haveAccount: 'Hai già un account?',
    login: 'Accedi',
    success: {
      title: 'Conferma il tuo indirizzo e-mail',
      text: 'Ti abbiamo inviato un’e-mail con un link per confermare il tuo account. Controlla la tua casella di posta.',
    },
  },
};
