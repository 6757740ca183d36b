export const en = {
  area: {
    title: 'Projects',
    tabsLabel: 'Projects sections',
    tabs: {
      search: 'Search',
      orders: 'Orders',
    },
    ordersTitle: 'Orders of every project',
  },
  project: {
    back: 'All projects',
    edit: 'Edit',
    newOrder: 'New order',
    tabsLabel: 'Project sections',
    tabs: {
      orders: 'Orders',
    },
    ordersEmpty: 'This project has no orders yet.',
    ordersSearch: 'Search by title or order ID',
    details: {
      title: 'Project',
      client: 'Client',
      language: 'Language',
      status: 'Status',
      purchaseOrder: 'Purchase order (PO)',
      quoteId: 'Quote',
      externalId: 'External ID',
      deadline: 'Deadline',
      amount: 'Amount',
      orders: 'Orders',
      created: 'Created',
    },
    orderStats: {
      title: 'Orders by status',
      open: 'Open',
      processing: 'Processing',
      ready: 'Ready',
      accepted: 'Accepted',
      canceled: 'Canceled',
      rejected: 'Rejected',
      total: 'Total',
    },
    linguistStats: {
      title: 'Linguists',
      total: 'Wrote or proofread accepted orders',
      lastMonth: 'Of them in the last month',
    },
    revisionStats: {
      title: 'Revisions',
      revisedOrders: 'Orders sent back',
      share: 'Share of orders sent back',
      rounds: 'Revision rounds',
      client: 'Asked by the client',
      admin: 'Asked by staff',
      proofreader: 'Asked by the proofreader',
    },
  },
};

export type ProjectTexts = typeof en;
