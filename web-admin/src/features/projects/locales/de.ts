import type { ProjectTexts } from './en';

export const de: ProjectTexts = {
  area: {
    title: 'Projekte',
    tabsLabel: 'Bereiche der Projekte',
    tabs: {
      search: 'Suche',
      orders: 'Aufträge',
    },
    ordersTitle: 'Aufträge aller Projekte',
  },
  project: {
    back: 'Alle Projekte',
    edit: 'Bearbeiten',
    newOrder: 'Neuer Auftrag',
    tabsLabel: 'Bereiche des Projekts',
    tabs: {
      orders: 'Aufträge',
    },
    ordersEmpty: 'Dieses Projekt hat noch keine Aufträge.',
    ordersSearch: 'Nach Titel oder Auftrags-ID suchen',
    details: {
      title: 'Projekt',
      client: 'Kunde',
      language: 'Sprache',
      status: 'Status',
      purchaseOrder: 'Bestellnummer (PO)',
      quoteId: 'Angebot',
      externalId: 'Externe ID',
      deadline: 'Frist',
      amount: 'Betrag',
      orders: 'Aufträge',
      created: 'Erstellt',
    },
    orderStats: {
      title: 'Aufträge nach Status',
      open: 'Offen',
      processing: 'In Bearbeitung',
      ready: 'Fertig',
      accepted: 'Abgenommen',
      canceled: 'Storniert',
      rejected: 'Abgelehnt',
      total: 'Gesamt',
    },
    linguistStats: {
      title: 'Autoren',
      total: 'Haben abgenommene Aufträge geschrieben oder lektoriert',
      lastMonth: 'Davon im letzten Monat',
    },
    revisionStats: {
      title: 'Überarbeitungen',
      revisedOrders: 'Zur Überarbeitung zurückgegebene Aufträge',
      share: 'Anteil zurückgegebener Aufträge',
      rounds: 'Überarbeitungsrunden',
      client: 'Vom Kunden verlangt',
      admin: 'Vom Team verlangt',
      proofreader: 'Vom Lektor verlangt',
    },
  },
};
