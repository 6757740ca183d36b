import type { ProfileTexts } from './en';

export const fr: ProfileTexts = {
  title: 'Votre profil',
  public: {
    title: 'Ce que voient les clients',
    noNickname: 'Pas encore de pseudonyme',
    level: 'Niveau',
    languages: 'Langues',
    interests: 'Centres d’intérêt',
    rating: 'Évaluation',
    successRate: 'Taux de réussite',
    totalOrders: 'Commandes acceptées',
    availability: 'Disponibilité',
    changeAvailability: 'Modifier la disponibilité',
    avatarOf: 'Photo de {{name}}',
  },
  availability: {
    available: 'Disponible',
    unavailable: 'Indisponible',
    unavailableUntil: 'Indisponible jusqu’au {{date}}',
  },
  form: {
    title: 'Modifier votre profil',
    nickname: 'Pseudonyme',
    nicknameHint: 'Les clients voient votre pseudonyme au lieu de votre nom.',
    firstName: 'Prénom',
    lastName: 'Nom',
    save: 'Enregistrer le profil',
    saved: 'Votre profil a été enregistré.',
  },
  avatar: {
    title: 'Photo de profil',
    choose: 'Choisir une image',
    hint: 'PNG, JPEG ou WebP, {{max}} Ko au maximum.',
    preview: 'Aperçu de l’image choisie',
    upload: 'Téléverser l’image',
    uploaded: 'Votre image a été téléversée.',
    remove: 'Supprimer l’image',
    removed: 'Votre image a été supprimée.',
    wrongType: 'Veuillez choisir une image PNG, JPEG ou WebP.',
    tooLarge: 'L’image fait {{size}} Ko ; {{max}} Ko au maximum sont autorisés.',
  },
};
