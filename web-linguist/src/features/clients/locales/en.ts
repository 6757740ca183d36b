export const en = {
  title: 'Clients',
  intro: 'The clients you wrote or proofread for.',
  empty: 'You have not worked for any client yet.',
  columns: {
    name: 'Client',
    orders: 'Orders',
    acceptedOrders: 'Accepted',
    earnings: 'Earnings',
    rating: 'Rating',
    lastOrder: 'Last order',
  },
  client: {
    back: 'Back to your clients',
    notFound: 'You have not worked for this client.',
    summary: 'Summary',
    tabs: {
      label: 'Client sections',
      orders: 'Orders',
      activities: 'Activities',
      stats: 'Statistics',
      rating: 'Rating',
      earnings: 'Earnings',
      prices: 'Partnership prices',
    },
  },
  orders: {
    title: 'Orders with this client',
    empty: 'No orders with this client.',
    columns: {
      title: 'Title',
      role: 'Your part',
      language: 'Language',
      status: 'Status',
      words: 'Words',
      payPerWord: 'Pay per word',
      earned: 'Earned',
      created: 'Created',
    },
    roles: {
      writer: 'Writer',
      proofreader: 'Proofreader',
    },
  },
  rating: {
    title: 'How this client rates you',
    recent: 'Latest rated orders',
    empty: 'This client has not rated an order of yours yet.',
    columns: {
      order: 'Order',
      accepted: 'Accepted',
    },
  },
  earnings: {
    title: 'What you earned from this client',
    total: 'In total',
    lastMonth: 'In the last 30 days',
    byMonth: 'By month',
    empty: 'No accepted order yet.',
    columns: {
      month: 'Month',
      orders: 'Accepted orders',
      amount: 'Earned',
    },
  },
  prices: {
    intro: 'What this client pays you per word when ordering from you directly, instead of your own price.',
  },
};

export type ClientsTexts = typeof en;
