import type { LinguistTexts } from './en';

export const it: LinguistTexts = {
  columns: {
    nickname: 'Linguista',
    level: 'Livello',
    rating: 'Valutazione',
    languages: 'Lingue',
    totalOrders: 'Ordini',
    successRate: 'Tasso di successo',
    interests: 'Interessi',
    pricePerWord: 'Prezzo per parola',
    relation: 'Relazione',
  },
  relation: {
    BOOKMARKED: 'Preferito',
    BLOCKED: 'Bloccato',
  },
  perWord: '{{price}} {{unit}}/parola',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
  noNickname: 'Linguista {{id}}',
  avatarOf: 'Avatar di {{name}}',
  talent: {
    title: 'Scopri la nostra community di talenti',
    more: 'Sfoglia altri linguisti ({{count}})',
    moreUncounted: 'Sfoglia altri linguisti',
    empty: 'Nessun linguista da mostrare per ora.',
  },
  stats: {
    title: 'Linguisti',
    bookmarked: 'Preferiti',
    blocked: 'Bloccati',
    groups: 'Gruppi',
    workedWithLifetime: 'Collaborazioni (totale)',
    workedWithLastMonth: 'Collaborazioni (ultimo mese)',
  },
};
