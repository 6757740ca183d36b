import type { AccountSettingsTexts } from './en';

export const fr: AccountSettingsTexts = {
  profile: {
    title: 'Votre profil',
    firstName: 'Prénom',
    lastName: 'Nom',
    nickname: 'Pseudonyme',
    language: 'Langue',
    languageHint: 'La langue du portail et de chaque e-mail que nous vous envoyons.',
    currency: 'Devise',
    currencyLocked: 'Votre devise est fixée dès que vous avez passé une commande ou commencé un dépôt.',
    save: 'Enregistrer le profil',
    saved: 'Votre profil a été enregistré.',
    loadFailed: 'Votre profil n’a pas pu être chargé.',
    retry: 'Réessayer',
    tooLong: '{{max}} caractères au maximum.',
  },
};
