import type { LinguistPaymentTexts } from './en';

export const fr: LinguistPaymentTexts = {
  title: 'Paiement',
  intro: 'Où nous envoyons vos paiements.',
  method: 'Mode de paiement',
  methods: { SEPA: 'Virement (SEPA)', PAYPAL: 'PayPal' },
  choose: 'Choisir',
  accountHolder: 'Titulaire du compte',
  iban: 'IBAN',
  ibanHint: 'Les espaces sont acceptés ; nous vérifions la clé de contrôle.',
  bic: 'BIC',
  paypalEmail: 'Adresse e-mail PayPal',
  save: 'Enregistrer les données de paiement',
  saved: 'Les données de paiement ont été enregistrées.',
  required: 'Obligatoire',
  tooLong: 'Trop long',
  ibanShape: 'Un IBAN commence par le code pays et deux chiffres de contrôle, p. ex. FR14 2004 1010 0505 0001 3M02 606.',
  bicShape: 'Un BIC compte 8 ou 11 lettres et chiffres, p. ex. COBADEFFXXX.',
  emailShape: 'Saisissez une adresse e-mail valide.',
};
