import type { BillingSettingsTexts } from './en';

export const de: BillingSettingsTexts = {
  form: {
    title: 'Rechnungsdaten',
    companyName: 'Firmenname',
    legalForm: 'Rechtsform',
    legalForms: {
      COMPANY: 'Unternehmen',
      PRIVATE: 'Privatperson',
    },
    firstName: 'Vorname',
    lastName: 'Nachname',
    address: 'Adresse',
    zipcode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    email: 'E-Mail-Adresse für Rechnungen',
    emailHint: 'Rechnungen werden an diese Adresse gesendet.',
    EUVATNumber: 'USt-IdNr.',
    EUVATNumberHint: 'Pflicht für Unternehmen in einem Mitgliedstaat der Europäischen Union.',
    taxNumber: 'Steuernummer',
    selectPlaceholder: 'Auswählen',
    loadFailed: 'Die Rechnungsdaten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    required: 'Pflichtfeld',
    lettersOnly: 'Nur Buchstaben, mindestens 2',
    emailInvalid: 'Die E-Mail-Adresse ist ungültig',
  },
  own: {
    saved: 'Sie haben die Rechnungsdaten erfolgreich aktualisiert.',
    legal: {
      INVALID:
        'Ihr Konto ist wegen ungültiger rechtlicher Angaben gesperrt. Bitte prüfen Sie Ihre Rechnungsdaten und die USt-IdNr.',
      VALID: 'Ihr Konto ist mit gültigen rechtlichen Angaben verifiziert. Letzte Prüfung am {{date}}.',
      NEEDS_VALIDATION: 'Ihre Rechnungsdaten wurden noch nicht geprüft. Sie werden bei jedem Speichern geprüft.',
    },
  },
  staff: {
    saved: 'Die Rechnungsdaten des Kunden wurden gespeichert.',
    legal: {
      INVALID: 'Das Konto des Kunden ist gesperrt: Die rechtliche Prüfung hat seine Rechnungsdaten oder USt-IdNr. als ungültig befunden.',
      VALID: 'Das Konto des Kunden ist mit gültigen rechtlichen Angaben verifiziert. Letzte Prüfung am {{date}}.',
      NEEDS_VALIDATION: 'Die Rechnungsdaten des Kunden wurden noch nicht geprüft. Sie werden bei jedem Speichern geprüft.',
    },
  },
};
