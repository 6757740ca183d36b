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
  prices: {
    intro: 'What this client pays you per word when ordering from you directly, instead of your own price.',
  },
};

export type ClientsTexts = typeof en;
