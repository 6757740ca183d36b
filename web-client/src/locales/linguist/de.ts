import type { LinguistTexts } from './en';

export const de: LinguistTexts = {
  columns: {
    nickname: 'Linguist',
    level: 'Stufe',
    rating: 'Bewertung',
    languages: 'Sprachen',
    totalOrders: 'Aufträge',
    successRate: 'Erfolgsquote',
    interests: 'Interessen',
    pricePerWord: 'Preis pro Wort',
    relation: 'Beziehung',
  },
  relation: {
    BOOKMARKED: 'Gemerkt',
    BLOCKED: 'Gesperrt',
  },
  perWord: '{{price}} {{unit}}/Wort',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
  noNickname: 'Linguist {{id}}',
  avatarOf: 'Avatar von {{name}}',
  talent: {
    title: 'Entdecken Sie unsere Talente',
    more: 'Weitere Linguisten ansehen ({{count}})',
    moreUncounted: 'Weitere Linguisten ansehen',
    empty: 'Noch keine Linguisten vorhanden.',
  },
  stats: {
    title: 'Linguisten',
    bookmarked: 'Gemerkt',
    blocked: 'Gesperrt',
    groups: 'Gruppen',
    workedWithLifetime: 'Zusammengearbeitet (gesamt)',
    workedWithLastMonth: 'Zusammengearbeitet (letzter Monat)',
  },
};
