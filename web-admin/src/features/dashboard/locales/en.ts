/** The admin dashboard's statistics (decision 050), loaded with them (see ./index.ts). */
export const en = {
  title: 'Statistics',
  views: { label: 'Statistics', expertise: 'By expertise', language: 'By language', orders: 'Orders' },
  range: {
    label: 'Range and currency',
    from: 'From',
    to: 'To',
    granularity: 'Per',
    currency: 'Currency',
    invalid: 'The end date must not be before the start date.',
    tooLong: 'The range may be at most {{days}} days long.',
  },
  granularities: { day: 'Day', week: 'Week', month: 'Month' },
  loading: 'Loading statistics',
  empty: 'No orders in this range.',
  emptyHint: 'Choose a longer range or another currency.',
  chartNote: 'The table below the chart holds its figures.',
  expertiseNote: 'An accepted order counts under each industry expertise its writer stated.',
  weekOf: 'Week of {{date}}',
  total: 'Total',
  noExpertise: 'No expertise stated',
  columns: {
    period: 'Period',
    created: 'Created',
    accepted: 'Accepted',
    canceled: 'Canceled',
    rejected: 'Rejected',
    words: 'Words',
    revenueNet: 'Revenue (net)',
    linguistCost: 'Linguist cost',
    margin: 'Margin',
    expertise: 'Industry expertise',
    language: 'Language',
  },
  tables: {
    orders: 'Orders and revenue per period',
    expertise: 'Accepted orders by industry expertise',
    language: 'Orders by language',
  },
  charts: {
    counts: 'Chart of orders created, accepted, canceled and rejected per period',
    money: 'Chart of net revenue, linguist cost and margin per period',
    expertise: 'Chart of accepted orders by industry expertise',
    language: 'Chart of orders created and accepted by language',
  },
};

export type StatisticsTexts = typeof en;
