import type { AdminTexts } from './en';

export const de: AdminTexts = {
  app: {
    brand: 'Inkwell Backoffice',
  },
  navigation: {
    clients: 'Kunden',
    linguists: 'Linguisten',
    groups: 'Gruppen',
    settings: 'Einstellungen',
    billing: 'Abrechnung',
    invoices: 'Rechnungen',
    paymentsIncoming: 'Zahlungseingänge',
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
      },
    },
  },
  order: {
    notFound: 'Diesen Auftrag gibt es nicht.',
    tabs: {
      label: 'Bereiche des Auftrags',
      text: 'Text',
      briefing: 'Briefing',
      layout: 'Layout',
      history: 'Verlauf',
    },
    types: {
      OO: 'Offener Auftrag',
      GO: 'Gruppenauftrag',
      DO: 'Direktauftrag',
    },
    details: {
      title: 'Auftragsdetails',
      status: 'Status',
      client: 'Kunde',
      clientValue: 'Kunde Nr. {{id}}',
      project: 'Projekt',
      type: 'Auftragsart',
      writer: 'Texter',
      proofreader: 'Korrektor',
      linguist: '{{name}} (Nr. {{id}})',
      unassigned: 'Noch nicht vergeben',
      notBooked: 'Nicht gebucht',
      language: 'Sprache',
      level: 'Stufe',
      words: 'Wörter',
      price: 'Preis',
      created: 'Erstellt',
      deadline: 'Frist',
      revisions: 'Überarbeitungen',
      keywords: 'Keywords',
      comment: 'Kommentar des Kunden',
    },
    text: {
      meta_one: '{{count}} Wort (bestellt: {{range}}) · Version {{version}} vom {{author}} · eingereicht {{date}}',
      meta_other: '{{count}} Wörter (bestellt: {{range}}) · Version {{version}} vom {{author}} · eingereicht {{date}}',
    },
    actions: {
      roles: {
        writer: 'Texter',
        proofreader: 'Korrektor',
      },
      confirmRejection: {
        button: 'Ablehnung bestätigen',
        title: 'Ablehnung bestätigen?',
        text: 'Der Auftrag wird wie vom Kunden gewünscht abgelehnt. Das lässt sich nicht rückgängig machen.',
        done: 'Die Ablehnung wurde bestätigt.',
      },
      declineRejection: {
        button: 'Ablehnung zurückweisen',
        title: 'Ablehnung zurückweisen?',
        text: 'Der Text geht an den Kunden zurück, der ihn abnehmen oder eine Überarbeitung anfordern kann.',
        done: 'Die Ablehnung wurde zurückgewiesen.',
      },
      cancel: {
        button: 'Auftrag stornieren',
        title: 'Diesen Auftrag stornieren?',
        text: 'Der Auftrag wird für den Kunden und die Linguisten storniert. Das lässt sich nicht rückgängig machen.',
        done: 'Der Auftrag wurde storniert.',
      },
      cancelAsLinguist: {
        button: 'Als Linguist stornieren',
        title: 'Linguisten vom Auftrag nehmen?',
        text: '{{name}} arbeitet nicht mehr als {{role}} an dem Auftrag, und andere Linguisten können ihn annehmen.',
        done: 'Der Linguist wurde vom Auftrag genommen.',
      },
    },
  },
};
