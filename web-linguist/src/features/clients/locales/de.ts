import type { ClientsTexts } from './en';

export const de: ClientsTexts = {
  title: 'Kunden',
  intro: 'Die Kunden, für die Sie geschrieben oder lektoriert haben.',
  empty: 'Sie haben noch für keinen Kunden gearbeitet.',
  columns: {
    name: 'Kunde',
    orders: 'Aufträge',
    acceptedOrders: 'Abgenommen',
    earnings: 'Verdienst',
    rating: 'Bewertung',
    lastOrder: 'Letzter Auftrag',
  },
  client: {
    back: 'Zurück zu Ihren Kunden',
    notFound: 'Für diesen Kunden haben Sie nicht gearbeitet.',
    summary: 'Übersicht',
    tabs: {
      label: 'Bereiche des Kunden',
      orders: 'Aufträge',
      activities: 'Aktivitäten',
      stats: 'Statistik',
      rating: 'Bewertung',
      earnings: 'Verdienst',
      prices: 'Partnerpreise',
    },
  },
  orders: {
    title: 'Aufträge mit diesem Kunden',
    empty: 'Keine Aufträge mit diesem Kunden.',
    columns: {
      title: 'Titel',
      role: 'Ihre Rolle',
      language: 'Sprache',
      status: 'Status',
      words: 'Wörter',
      payPerWord: 'Honorar pro Wort',
      earned: 'Verdient',
      created: 'Erstellt',
    },
    roles: {
      writer: 'Autor',
      proofreader: 'Lektor',
    },
  },
  rating: {
    title: 'Wie dieser Kunde Sie bewertet',
    recent: 'Zuletzt bewertete Aufträge',
    empty: 'Dieser Kunde hat noch keinen Ihrer Aufträge bewertet.',
    columns: {
      order: 'Auftrag',
      accepted: 'Angenommen',
    },
  },
  earnings: {
    title: 'Was Sie bei diesem Kunden verdient haben',
    total: 'Insgesamt',
    lastMonth: 'In den letzten 30 Tagen',
    byMonth: 'Nach Monat',
    empty: 'Noch kein angenommener Auftrag.',
    columns: {
      month: 'Monat',
      orders: 'Angenommene Aufträge',
      amount: 'Verdient',
    },
  },
  prices: {
    intro: 'Was dieser Kunde Ihnen pro Wort zahlt, wenn er direkt bei Ihnen bestellt, statt Ihres eigenen Preises.',
  },
};
