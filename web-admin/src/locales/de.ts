import type { AdminTexts } from './en';

export const de: AdminTexts = {
  app: {
    brand: 'Inkwell Backoffice',
  },
  navigation: {
    projects: 'Projekte',
    imports: 'Massen-Uploads',
    titlesOutlines: 'Titel & Gliederungen',
    quotes: 'Angebote',
    clients: 'Kunden',
    linguists: 'Linguisten',
    groups: 'Gruppen',
    settings: 'Einstellungen',
    billing: 'Abrechnung',
    invoices: 'Rechnungen',
    creditInvoices: 'Gutschriften',
    paymentsIncoming: 'Zahlungseingänge',
    accounting: 'Buchhaltung',
    paymentsOutgoing: 'Zahlungsausgänge',
    newOrder: 'Neuer Auftrag',
  },
  dashboard: {
    profile: {
      title: 'Ihr Profil',
      email: 'E-Mail',
      billingAccess: 'Zugriff auf die Buchhaltung',
    },
    orders: {
      title: 'Aufträge',
      views: {
        open: 'Offen',
        processing: 'In Bearbeitung',
        completed: 'Abgeschlossen',
        'action-required': 'Handlungsbedarf',
      },
      filters: {
        label: 'Grund für den Handlungsbedarf',
        all: 'Alle',
        proofreader_missing: 'Korrektor fehlt',
        rejection_requested: 'Ablehnung beantragt',
      },
      searchPlaceholder: 'Nach Titel oder Auftragsnummer suchen',
      empty: 'Die Liste ist leer.',
      // a search counted up to its cap: more matches than the total says
      pageCapped: '{{from}}–{{to}} von {{total, number}}+',
      selection: {
        order: 'Auftrag {{id}} auswählen: {{title}}',
        page: 'Alle Aufträge dieser Seite auswählen',
        count_one: 'Ein Auftrag ausgewählt',
        count_other: '{{count}} Aufträge ausgewählt',
        copy_one: 'Auftrag kopieren',
        copy_other: '{{count}} Aufträge kopieren',
        clear: 'Auswahl aufheben',
        limit: 'Es können höchstens {{max}} Aufträge auf einmal kopiert werden.',
      },
      columns: {
        id: 'ID',
        title: 'Titel',
        client: 'Kunde',
        language: 'Sprache',
        level: 'Stufe',
        status: 'Status',
        price: 'Preis',
        created: 'Erstellt',
        deadline: 'Frist',
        reason: 'Grund',
      },
      // who asked to reject the order (decision 048), before the reason
      reason: {
        by_client: 'Kunde:',
        by_proofreader: 'Lektorat:',
      },
    },
  },
};
