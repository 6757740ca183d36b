import type { ProfileTexts } from './en';

export const it: ProfileTexts = {
  title: 'Il tuo profilo',
  public: {
    title: 'Come ti vedono i clienti',
    noNickname: 'Ancora nessun nickname',
    level: 'Livello',
    languages: 'Lingue',
    interests: 'Interessi',
    rating: 'Valutazione',
    successRate: 'Tasso di successo',
    totalOrders: 'Ordini accettati',
    availability: 'Disponibilità',
    changeAvailability: 'Modifica disponibilità',
    avatarOf: 'Immagine di {{name}}',
  },
  availability: {
    available: 'Disponibile',
    unavailable: 'Non disponibile',
    unavailableUntil: 'Non disponibile fino al {{date}}',
  },
  form: {
    title: 'Modifica il profilo',
    nickname: 'Nickname',
    nicknameHint: 'I clienti vedono il tuo nickname al posto del tuo nome.',
    firstName: 'Nome',
    lastName: 'Cognome',
    save: 'Salva il profilo',
    saved: 'Il tuo profilo è stato salvato.',
  },
  avatar: {
    title: 'Immagine del profilo',
    choose: 'Scegli un’immagine',
    hint: 'PNG, JPEG o WebP, al massimo {{max}} KB.',
    preview: 'Anteprima dell’immagine scelta',
    upload: 'Carica l’immagine',
    uploaded: 'La tua immagine è stata caricata.',
    remove: 'Rimuovi l’immagine',
    removed: 'La tua immagine è stata rimossa.',
    wrongType: 'Scegli un’immagine PNG, JPEG o WebP.',
    tooLarge: 'L’immagine pesa {{size}} KB; sono ammessi al massimo {{max}} KB.',
  },
};
