import type { CommonTexts } from './en';

export const fr: CommonTexts = {
  common: {
    loading: 'Chargement…',
    dashboard: 'Tableau de bord',
    mainNavigation: 'Navigation principale',
    language: 'Langue',
    userMenu: 'Menu utilisateur',
    logout: 'Se déconnecter',
    yes: 'oui',
    no: 'non',
    close: 'Fermer',
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
    required: 'Ce champ est obligatoire.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    passwordLength: 'Le mot de passe doit comporter entre {{min}} et {{max}} caractères.',
    passwordsMatch: 'Les mots de passe ne correspondent pas.',
  },
  errors: {
    default: 'Une erreur est survenue.',
    field: 'Le champ {{field}} : {{message}}',
    position: '{{message}}. Position {{position}}.',
  },
  auth: {
    email: 'E-mail',
    password: 'Mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordRepeat: 'Répéter le mot de passe',
    backToLogin: 'Retour à la connexion',
    goToLogin: 'Aller à la connexion',
    login: {
      title: 'Connexion',
      submit: 'Se connecter',
      forgotPassword: 'Mot de passe oublié ?',
      invalidCredentials: "L'adresse e-mail ou le mot de passe est incorrect.",
      tooManyAttempts: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes et réessayer.',
      noAccount: 'Pas encore de compte ?',
      register: "S'inscrire",
    },
    passwordResetRequest: {
      title: 'Réinitialiser votre mot de passe',
      intro:
        "Saisissez l'adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
      submit: 'Envoyer le lien',
      success:
        'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Veuillez consulter votre boîte de réception.',
    },
    passwordResetUpdate: {
      title: 'Choisir un nouveau mot de passe',
      submit: 'Enregistrer le mot de passe',
      success:
        'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec le nouveau mot de passe.',
      invalidToken: 'Ce lien est invalide ou a expiré.',
      requestNewLink: 'Demander un nouveau lien',
    },
    registrationConfirm: {
      title: 'Confirmer votre compte',
      confirming: 'Confirmation de votre compte…',
      success: 'Votre compte est actif. Vous pouvez maintenant vous connecter.',
      invalidToken: 'Ce lien de confirmation est invalide ou a déjà été utilisé.',
      setPasswordIntro: 'Choisissez un mot de passe pour activer votre compte.',
      submit: 'Activer le compte',
    },
  },
  pages: {
    notFound: {
      title: 'Page introuvable',
      text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    },
    accessDenied: {
      title: 'Accès refusé',
      text: "Vous n'avez pas l'autorisation d'ouvrir cette page.",
    },
    backToDashboard: 'Aller au tableau de bord',
  },
};
