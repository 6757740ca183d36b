import type { LinguistTexts } from './en';

export const fr: LinguistTexts = {
  columns: {
    nickname: 'Linguiste',
    level: 'Niveau',
    rating: 'Note',
    languages: 'Langues',
    totalOrders: 'Commandes',
    successRate: 'Taux de réussite',
    interests: 'Centres d’intérêt',
    pricePerWord: 'Prix par mot',
    relation: 'Relation',
  },
  relation: {
    BOOKMARKED: 'Favori',
    BLOCKED: 'Bloqué',
  },
  perWord: '{{price}} {{unit}}/mot',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
  noNickname: 'Linguiste {{id}}',
  avatarOf: 'Avatar de {{name}}',
  talent: {
    title: 'Découvrez notre communauté de talents',
    more: 'Voir plus de linguistes ({{count}})',
    moreUncounted: 'Voir plus de linguistes',
    empty: 'Aucun linguiste à afficher pour l’instant.',
  },
  stats: {
    title: 'Linguistes',
    bookmarked: 'Favoris',
    blocked: 'Bloqués',
    groups: 'Groupes',
    workedWithLifetime: 'Collaborations (total)',
    workedWithLastMonth: 'Collaborations (mois dernier)',
  },
};
