import type { ProjectTexts } from './en';

export const it: ProjectTexts = {
  area: {
    title: 'Progetti',
    tabsLabel: 'Sezioni dei progetti',
    tabs: {
      search: 'Ricerca',
      orders: 'Ordini',
    },
    ordersTitle: 'Ordini di tutti i progetti',
  },
  project: {
    back: 'Tutti i progetti',
    edit: 'Modifica',
    newOrder: 'Nuovo ordine',
    tabsLabel: 'Sezioni del progetto',
    tabs: {
      orders: 'Ordini',
    },
    ordersEmpty: 'Questo progetto non ha ancora ordini.',
    ordersSearch: 'Cerca per titolo o ID ordine',
    details: {
      title: 'Progetto',
      client: 'Cliente',
      language: 'Lingua',
      status: 'Stato',
      purchaseOrder: 'Ordine d’acquisto (PO)',
      quoteId: 'Preventivo',
      externalId: 'ID esterno',
      deadline: 'Scadenza',
      amount: 'Importo',
      orders: 'Ordini',
      created: 'Creato il',
    },
    orderStats: {
      title: 'Ordini per stato',
      open: 'Aperti',
      processing: 'In lavorazione',
      ready: 'Pronti',
      accepted: 'Accettati',
      canceled: 'Annullati',
      rejected: 'Rifiutati',
      total: 'Totale',
    },
    linguistStats: {
      title: 'Redattori',
      total: 'Hanno scritto o revisionato ordini accettati',
      lastMonth: 'Di cui nell’ultimo mese',
    },
    revisionStats: {
      title: 'Revisioni',
      revisedOrders: 'Ordini rimandati in revisione',
      share: 'Quota di ordini rimandati',
      rounds: 'Cicli di revisione',
      client: 'Richiesti dal cliente',
      admin: 'Richiesti dallo staff',
      proofreader: 'Richiesti dal revisore',
    },
  },
};
