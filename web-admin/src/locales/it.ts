import type { AdminTexts } from './en';

export const it: AdminTexts = {
  app: {
    brand: 'Inkwell Back office',
  },
  navigation: {
    projects: 'Progetti',
    imports: 'Caricamenti multipli',
    titlesOutlines: 'Titoli e scalette',
    quotes: 'Preventivi',
    clients: 'Clienti',
    linguists: 'Linguisti',
    groups: 'Gruppi',
    settings: 'Impostazioni',
    billing: 'Fatturazione',
    invoices: 'Fatture',
    creditInvoices: 'Autofatture',
    paymentsIncoming: 'Pagamenti in entrata',
    accounting: 'Contabilità',
    paymentsOutgoing: 'Pagamenti in uscita',
    newOrder: 'Nuovo ordine',
  },
  dashboard: {
    profile: {
      title: 'Il tuo profilo',
      email: 'E-mail',
      billingAccess: 'Accesso alla fatturazione',
    },
    orders: {
      title: 'Ordini',
      views: {
        open: 'Aperti',
        processing: 'In lavorazione',
        completed: 'Completati',
        'action-required': 'Azione richiesta',
      },
      filters: {
        label: 'Motivo dell’azione',
        all: 'Tutti',
        proofreader_missing: 'Correttore mancante',
        rejection_requested: 'Rifiuto richiesto',
      },
      searchPlaceholder: 'Cerca per titolo o numero d’ordine',
      empty: 'La lista è vuota.',
      // a search counted up to its cap: more matches than the total says
      pageCapped: '{{from}}–{{to}} di {{total, number}}+',
      selection: {
        order: 'Seleziona l’ordine {{id}}: {{title}}',
        page: 'Seleziona tutti gli ordini di questa pagina',
        count_one: 'Un ordine selezionato',
        count_other: '{{count}} ordini selezionati',
        copy_one: 'Copia l’ordine',
        copy_other: 'Copia {{count}} ordini',
        clear: 'Annulla la selezione',
        limit: 'Si possono copiare al massimo {{max}} ordini alla volta.',
      },
      columns: {
        id: 'ID',
        title: 'Titolo',
        client: 'Cliente',
        language: 'Lingua',
        level: 'Livello',
        status: 'Stato',
        price: 'Prezzo',
        created: 'Creato',
        deadline: 'Scadenza',
        reason: 'Motivo',
      },
      // who asked to reject the order (decision 048), before the reason
      reason: {
        by_client: 'Cliente:',
        by_proofreader: 'Correttore:',
      },
    },
  },
};
