import type { ClientTexts } from './en';

export const fr: ClientTexts = {
  app: {
    brand: 'Inkwell',
  },
  dashboard: {
    welcome: 'Bienvenue {{name}}',
    welcomeWithoutName: 'Bienvenue',
    account: {
      title: 'Votre compte',
      email: 'E-mail',
      accountType: 'Type de compte',
      currency: 'Devise',
      memberSince: 'Membre depuis',
    },
    invoicing: {
      deposit: 'Dépôt',
      invoice: 'Facture',
    },
  },
  registration: {
    title: 'Créer votre compte',
    firstName: 'Prénom',
    lastName: 'Nom',
    companyName: 'Entreprise',
    companyHint: 'Facultatif ; laissez ce champ vide si vous commandez en tant que particulier.',
    acceptTerms: "J'accepte les conditions générales.",
    acceptTermsRequired: 'Veuillez accepter les conditions générales.',
    submit: 'Créer le compte',
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Se connecter',
    success: {
      title: 'Veuillez confirmer votre adresse e-mail',
      text: 'Nous vous avons envoyé un e-mail contenant un lien pour confirmer votre compte. Veuillez consulter votre boîte de réception.',
    },
  },
};
