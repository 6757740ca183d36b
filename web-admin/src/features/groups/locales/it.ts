import type { GroupTexts } from './en';

export const it: GroupTexts = {
  back: 'Torna ai gruppi di {{client}}',
  notFound: 'Questo gruppo non esiste.',
  details: {
    title: 'Dettagli del gruppo',
    type: 'Tipo',
    client: 'Cliente',
    members: 'Membri',
    created: 'Creato',
  },
  members: {
    title: 'Membri',
    empty: 'Il gruppo non ha ancora membri.',
    columns: {
      name: 'Linguista',
      level: 'Livello',
      roles: 'Ruoli',
      languages: 'Lingue',
      actions: 'Azioni',
    },
    remove: 'Rimuovi',
    removeOf: 'Rimuovi {{name}} dal gruppo',
    removed: '{{name}} è stato rimosso dal gruppo.',
  },
  add: {
    title: 'Aggiungi un membro',
    hint: 'Deve servire il tipo del gruppo e non essere bloccata dal cliente.',
    submit: 'Aggiungi al gruppo',
    added: '{{name}} è stato aggiunto al gruppo.',
  },
  rename: {
    open: 'Rinomina',
    title: 'Rinomina il gruppo',
    name: 'Nome',
    nameTooLong: 'Inserisci al massimo {{max}} caratteri.',
    save: 'Salva',
    back: 'Indietro',
    done: 'Il gruppo è stato rinominato.',
  },
  list: {
    title: 'Gruppi di linguisti',
    searchPlaceholder: 'Cerca per nome del gruppo o del cliente, o numero del gruppo',
    type: 'Tipo',
    anyType: 'Tutti i tipi',
    empty: 'Nessun cliente ha ancora un gruppo.',
    columns: {
      name: 'Gruppo',
      type: 'Tipo',
      client: 'Cliente',
      members: 'Membri',
      created: 'Creato',
    },
  },
};
