import type { AccountSettingsTexts } from './en';

export const it: AccountSettingsTexts = {
  profile: {
    title: 'Il tuo profilo',
    firstName: 'Nome',
    lastName: 'Cognome',
    nickname: 'Nickname',
    language: 'Lingua',
    languageHint: 'La lingua del portale e di ogni e-mail che ti inviamo.',
    currency: 'Valuta',
    currencyLocked: 'La tua valuta è fissata non appena hai effettuato un ordine o avviato un deposito.',
    save: 'Salva profilo',
    saved: 'Il tuo profilo è stato salvato.',
    loadFailed: 'Non è stato possibile caricare il tuo profilo.',
    retry: 'Riprova',
    tooLong: 'Al massimo {{max}} caratteri.',
  },
};
