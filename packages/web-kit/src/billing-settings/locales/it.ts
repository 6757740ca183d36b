import type { BillingSettingsTexts } from './en';

export const it: BillingSettingsTexts = {
  form: {
    title: 'Dati di fatturazione',
    companyName: 'Ragione sociale',
    legalForm: 'Forma giuridica',
    legalForms: {
      COMPANY: 'Azienda',
      PRIVATE: 'Privato',
    },
    firstName: 'Nome',
    lastName: 'Cognome',
    address: 'Indirizzo',
    zipcode: 'CAP',
    city: 'Città',
    country: 'Paese',
    email: 'E-mail di fatturazione',
    emailHint: 'Le fatture vengono inviate a questo indirizzo.',
    EUVATNumber: 'Partita IVA UE',
    EUVATNumberHint: 'Obbligatoria per le aziende di uno Stato membro dell’Unione europea.',
    taxNumber: 'Codice fiscale',
    selectPlaceholder: 'Seleziona',
    loadFailed: 'Non è stato possibile caricare i dati di fatturazione.',
    retry: 'Riprova',
    save: 'Salva',
    cancel: 'Annulla',
    required: 'Campo obbligatorio',
    lettersOnly: 'Solo lettere, almeno 2',
    emailInvalid: 'L’indirizzo e-mail non è valido',
  },
  own: {
    saved: 'Hai aggiornato correttamente i dati di fatturazione.',
    legal: {
      INVALID:
        'Il tuo account è bloccato a causa di informazioni legali non valide. Controlla i tuoi dati di fatturazione e la partita IVA UE.',
      VALID: 'Il tuo account è verificato con informazioni legali valide. Ultimo controllo il {{date}}.',
      NEEDS_VALIDATION: 'I tuoi dati di fatturazione non sono ancora stati verificati. Vengono verificati a ogni salvataggio.',
    },
  },
  staff: {
    saved: 'I dati di fatturazione del cliente sono stati salvati.',
    legal: {
      INVALID: 'L’account del cliente è bloccato: il controllo legale ha trovato non validi i suoi dati di fatturazione o la partita IVA UE.',
      VALID: 'L’account del cliente è verificato con informazioni legali valide. Ultimo controllo il {{date}}.',
      NEEDS_VALIDATION: 'I dati di fatturazione del cliente non sono ancora stati verificati. Vengono verificati a ogni salvataggio.',
    },
  },
};
