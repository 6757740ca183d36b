import type { CommonTexts } from './en';

export const it: CommonTexts = {
  common: {
    loading: 'Caricamento…',
    dashboard: 'Dashboard',
    mainNavigation: 'Navigazione principale',
    language: 'Lingua',
    userMenu: 'Menu utente',
    logout: 'Esci',
    yes: 'sì',
    no: 'no',
    close: 'Chiudi',
    footer: '© {{year}} Inkwell',
    notifications: 'Notifiche',
  },
  languages: {
    en: 'English',
    de: 'Deutsch',
    fr: 'Français',
    it: 'Italiano',
  },
  validation: {
    required: 'Questo campo è obbligatorio.',
    email: 'Inserisci un indirizzo e-mail valido.',
    passwordLength: 'La password deve contenere tra {{min}} e {{max}} caratteri.',
    passwordsMatch: 'Le password non coincidono.',
  },
  errors: {
    default: 'Qualcosa è andato storto.',
    field: 'Il campo {{field}}: {{message}}',
    position: '{{message}}. Posizione {{position}}.',
  },
  auth: {
    email: 'E-mail',
    password: 'Password',
    newPassword: 'Nuova password',
    passwordRepeat: 'Ripeti la password',
    backToLogin: 'Torna al login',
    goToLogin: 'Vai al login',
    login: {
      title: 'Accedi',
      submit: 'Accedi',
      forgotPassword: 'Password dimenticata?',
      invalidCredentials: "L'indirizzo e-mail o la password non sono corretti.",
      tooManyAttempts: 'Troppi tentativi di accesso. Attendi qualche minuto e riprova.',
      noAccount: 'Non hai ancora un account?',
      register: 'Registrati',
    },
    passwordResetRequest: {
      title: 'Reimposta la password',
      intro: "Inserisci l'indirizzo e-mail del tuo account e ti invieremo un link per scegliere una nuova password.",
      submit: 'Invia link',
      success:
        'Se esiste un account con questo indirizzo e-mail, gli abbiamo inviato un link per reimpostare la password. Controlla la tua casella di posta.',
    },
    passwordResetUpdate: {
      title: 'Scegli una nuova password',
      submit: 'Salva password',
      success: 'La tua password è stata modificata. Ora puoi accedere con la nuova password.',
      invalidToken: 'Questo link non è valido o è scaduto.',
      requestNewLink: 'Richiedi un nuovo link',
    },
    registrationConfirm: {
      title: 'Conferma il tuo account',
      confirming: 'Conferma del tuo account in corso…',
      success: 'Il tuo account è attivo. Ora puoi accedere.',
      invalidToken: 'Questo link di conferma non è valido o è già stato utilizzato.',
      setPasswordIntro: 'Scegli una password per attivare il tuo account.',
      submit: 'Attiva account',
    },
  },
  pages: {
    notFound: {
      title: 'Pagina non trovata',
      text: 'La pagina che cerchi non esiste o è stata spostata.',
    },
    accessDenied: {
      title: 'Accesso negato',
      text: 'Non hai il permesso di aprire questa pagina.',
    },
    backToDashboard: 'Vai alla dashboard',
  },
};
