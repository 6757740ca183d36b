import type { BillingSettingsTexts } from './en';

export const fr: BillingSettingsTexts = {
  form: {
    title: 'Informations de facturation',
    companyName: 'Nom de l’entreprise',
    legalForm: 'Forme juridique',
    legalForms: {
      COMPANY: 'Entreprise',
      PRIVATE: 'Particulier',
    },
    firstName: 'Prénom',
    lastName: 'Nom',
    address: 'Adresse',
    zipcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    email: 'E-mail de facturation',
    emailHint: 'Les factures sont envoyées à cette adresse.',
    EUVATNumber: 'Numéro de TVA intracommunautaire',
    EUVATNumberHint: 'Obligatoire pour les entreprises d’un État membre de l’Union européenne.',
    taxNumber: 'Numéro fiscal',
    selectPlaceholder: 'Sélectionner',
    loadFailed: 'Les informations de facturation n’ont pas pu être chargées.',
    retry: 'Réessayer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    required: 'Champ obligatoire',
    lettersOnly: 'Lettres uniquement, au moins 2',
    emailInvalid: 'L’adresse e-mail n’est pas valide',
  },
  own: {
    saved: 'Vous avez mis à jour les informations de facturation avec succès.',
    legal: {
      INVALID:
        'Votre compte est bloqué en raison d’informations légales non valides. Veuillez vérifier vos informations de facturation et votre numéro de TVA intracommunautaire.',
      VALID: 'Votre compte est vérifié avec des informations légales valides. Dernière vérification le {{date}}.',
      NEEDS_VALIDATION:
        'Vos informations de facturation n’ont pas encore été vérifiées. Elles sont vérifiées à chaque enregistrement.',
    },
  },
  staff: {
    saved: 'Les informations de facturation du client ont été enregistrées.',
    legal: {
      INVALID: 'Le compte du client est bloqué : la vérification légale a jugé ses informations de facturation ou son numéro de TVA intracommunautaire non valides.',
      VALID: 'Le compte du client est vérifié avec des informations légales valides. Dernière vérification le {{date}}.',
      NEEDS_VALIDATION: 'Les informations de facturation du client n’ont pas encore été vérifiées. Elles sont vérifiées à chaque enregistrement.',
    },
  },
};
