import type { ProfileTexts } from './en';

export const de: ProfileTexts = {
  title: 'Ihr Profil',
  public: {
    title: 'So sehen Kunden Sie',
    noNickname: 'Noch kein Nickname',
    level: 'Stufe',
    languages: 'Sprachen',
    interests: 'Interessen',
    rating: 'Bewertung',
    successRate: 'Erfolgsquote',
    totalOrders: 'Abgenommene Aufträge',
    availability: 'Verfügbarkeit',
    changeAvailability: 'Verfügbarkeit ändern',
    avatarOf: 'Bild von {{name}}',
  },
  availability: {
    available: 'Verfügbar',
    unavailable: 'Nicht verfügbar',
    unavailableUntil: 'Nicht verfügbar bis {{date}}',
  },
  form: {
    title: 'Profil bearbeiten',
    nickname: 'Nickname',
    nicknameHint: 'Kunden sehen Ihren Nickname statt Ihres Namens.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    save: 'Profil speichern',
    saved: 'Ihr Profil wurde gespeichert.',
  },
  avatar: {
    title: 'Profilbild',
    choose: 'Bild auswählen',
    hint: 'PNG, JPEG oder WebP, höchstens {{max}} KB.',
    preview: 'Vorschau des gewählten Bildes',
    upload: 'Bild hochladen',
    uploaded: 'Ihr Bild wurde hochgeladen.',
    remove: 'Bild entfernen',
    removed: 'Ihr Bild wurde entfernt.',
    wrongType: 'Bitte wählen Sie ein PNG-, JPEG- oder WebP-Bild.',
    tooLarge: 'Das Bild hat {{size}} KB; erlaubt sind höchstens {{max}} KB.',
  },
};
