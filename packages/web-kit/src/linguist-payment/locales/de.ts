import type { LinguistPaymentTexts } from './en';

export const de: LinguistPaymentTexts = {
  title: 'Zahlung',
  intro: 'Wohin wir Ihre Auszahlungen senden.',
  method: 'Auszahlungsart',
  methods: { SEPA: 'Überweisung (SEPA)', PAYPAL: 'PayPal' },
  choose: 'Auswählen',
  accountHolder: 'Kontoinhaber',
  iban: 'IBAN',
  ibanHint: 'Leerzeichen sind erlaubt; wir prüfen die Prüfziffer.',
  bic: 'BIC',
  paypalEmail: 'PayPal-E-Mail-Adresse',
  save: 'Zahlungsdaten speichern',
  saved: 'Die Zahlungsdaten wurden gespeichert.',
  required: 'Pflichtfeld',
  tooLong: 'Zu lang',
  ibanShape: 'Eine IBAN beginnt mit dem Ländercode und zwei Prüfziffern, z. B. DE89 3704 0044 0532 0130 00.',
  bicShape: 'Eine BIC hat 8 oder 11 Buchstaben und Ziffern, z. B. COBADEFFXXX.',
  emailShape: 'Geben Sie eine gültige E-Mail-Adresse ein.',
};
