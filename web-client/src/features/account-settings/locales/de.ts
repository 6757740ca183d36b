import type { AccountSettingsTexts } from './en';

export const de: AccountSettingsTexts = {
  profile: {
    title: 'Ihr Profil',
    firstName: 'Vorname',
    lastName: 'Nachname',
    nickname: 'Spitzname',
    language: 'Sprache',
    languageHint: 'Die Sprache des Portals und aller E-Mails, die wir Ihnen senden.',
    currency: 'Währung',
    currencyLocked: 'Ihre Währung steht fest, sobald Sie einen Auftrag erteilt oder eine Einzahlung begonnen haben.',
    save: 'Profil speichern',
    saved: 'Ihr Profil wurde gespeichert.',
    loadFailed: 'Ihr Profil konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    tooLong: 'Höchstens {{max}} Zeichen.',
  },
};
