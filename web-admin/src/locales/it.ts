import type { AdminTexts } from './en';

export const it: AdminTexts = {
  app: {
    brand: 'Inkwell Back office',
  },
  navigation: {
    clients: 'Clienti',
    linguists: 'Linguisti',
    groups: 'Gruppi',
    settings: 'Impostazioni',
    billing: 'Fatturazione',
    invoices: 'Fatture',
    paymentsIncoming: 'Pagamenti in entrata',
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
      },
    },
  },
  order: {
    notFound: 'Questo ordine non esiste.',
    tabs: {
      label: 'Sezioni dell’ordine',
      text: 'Testo',
      briefing: 'Briefing',
      layout: 'Layout',
      history: 'Cronologia',
    },
    types: {
      OO: 'Ordine aperto',
      GO: 'Ordine di gruppo',
      DO: 'Ordine diretto',
    },
    details: {
      title: 'Dettagli dell’ordine',
      status: 'Stato',
      client: 'Cliente',
      clientValue: 'Cliente n. {{id}}',
      project: 'Progetto',
      type: 'Tipo di ordine',
      writer: 'Copywriter',
      proofreader: 'Correttore',
      linguist: '{{name}} (n. {{id}})',
      unassigned: 'Non ancora assegnato',
      notBooked: 'Non prenotato',
      language: 'Lingua',
      level: 'Livello',
      words: 'Parole',
      price: 'Prezzo',
      created: 'Creato',
      deadline: 'Scadenza',
      revisions: 'Revisioni',
      keywords: 'Parole chiave',
      comment: 'Commento del cliente',
    },
    text: {
      meta_one: '{{count}} parola (ordinate: {{range}}) · versione {{version}} del {{author}} · inviato il {{date}}',
      meta_other: '{{count}} parole (ordinate: {{range}}) · versione {{version}} del {{author}} · inviato il {{date}}',
    },
    actions: {
      roles: {
        writer: 'copywriter',
        proofreader: 'correttore',
      },
      confirmRejection: {
        button: 'Conferma rifiuto',
        title: 'Confermare il rifiuto?',
        text: 'L’ordine viene rifiutato come chiesto dal cliente. L’operazione è definitiva.',
        done: 'Il rifiuto è stato confermato.',
      },
      declineRejection: {
        button: 'Respingi rifiuto',
        title: 'Respingere il rifiuto?',
        text: 'Il testo torna al cliente, che può accettarlo o chiedere una revisione.',
        done: 'Il rifiuto è stato respinto.',
      },
      cancel: {
        button: 'Annulla ordine',
        title: 'Annullare questo ordine?',
        text: 'L’ordine viene annullato per il cliente e i linguisti. L’operazione è definitiva.',
        done: 'L’ordine è stato annullato.',
      },
      cancelAsLinguist: {
        button: 'Annulla come linguista',
        title: 'Togliere il linguista da questo ordine?',
        text: '{{name}} non lavora più all’ordine come {{role}} e altri linguisti possono prenderlo.',
        done: 'Il linguista è stato tolto dall’ordine.',
      },
    },
  },
};
