/** What every screen showing linguists says: the linguist pages, the Get started card, the dashboard's counts and the wizard's picker. */
export const en = {
  columns: {
    nickname: 'Linguist',
    level: 'Level',
    rating: 'Rating',
    languages: 'Languages',
    totalOrders: 'Orders',
    successRate: 'Success rate',
    interests: 'Interests',
    pricePerWord: 'Price per word',
    relation: 'Relation',
  },
  relation: {
    BOOKMARKED: 'Bookmarked',
    BLOCKED: 'Blocked',
  },
  perWord: '{{price}} {{unit}}/word',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
  noNickname: 'Linguist {{id}}',
  avatarOf: 'Avatar of {{name}}',
  talent: {
    title: 'Browse our talent community',
    more: 'Browser for more linguists ({{count}})',
    /** while the number is not known (yet) */
    moreUncounted: 'Browser for more linguists',
    empty: 'No linguists to show yet.',
  },
  stats: {
    title: 'Linguists',
    bookmarked: 'Bookmarked',
    blocked: 'Blocked',
    groups: 'Groups',
    workedWithLifetime: 'Worked with (lifetime)',
    workedWithLastMonth: 'Worked with (last month)',
  },
};

export type LinguistTexts = typeof en;
