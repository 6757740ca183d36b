export const en = {
  app: {
    brand: 'Inkwell Back Office',
  },
  navigation: {
    projects: 'Projects',
    imports: 'Bulk uploads',
    titlesOutlines: 'Titles & outlines',
    quotes: 'Quotes',
    clients: 'Clients',
    linguists: 'Linguists',
    groups: 'Groups',
    settings: 'Settings',
    billing: 'Billing',
    invoices: 'Invoices',
    creditInvoices: 'Credit notes',
    paymentsIncoming: 'Incoming payments',
    accounting: 'Accounting',
    paymentsOutgoing: 'Outgoing payments',
    newOrder: 'New order',
  },
  dashboard: {
    profile: {
      title: 'Your profile',
      email: 'E-mail',
      billingAccess: 'Billing access',
    },
    orders: {
      title: 'Orders',
      views: {
        open: 'Open',
        processing: 'Processing',
        completed: 'Completed',
        'action-required': 'Action required',
      },
      filters: {
        label: 'Reason for action',
        all: 'All',
        proofreader_missing: 'Proofreader missing',
        rejection_requested: 'Rejection requested',
      },
      searchPlaceholder: 'Search by title or order ID',
      empty: 'List is empty.',
      // a search counted up to its cap: more matches than the total says
      pageCapped: '{{from}}–{{to}} of {{total, number}}+',
      selection: {
        order: 'Select order {{id}}: {{title}}',
        page: 'Select every order on this page',
        count_one: 'One order selected',
        count_other: '{{count}} orders selected',
        copy_one: 'Copy the order',
        copy_other: 'Copy {{count}} orders',
        clear: 'Clear selection',
        limit: 'At most {{max}} orders can be copied at once.',
      },
      columns: {
        id: 'ID',
        title: 'Title',
        client: 'Client',
        language: 'Language',
        level: 'Level',
        status: 'Status',
        price: 'Price',
        created: 'Created',
        deadline: 'Deadline',
        reason: 'Reason',
      },
      // who asked to reject the order (decision 048), before the reason
      reason: {
        by_client: 'Client:',
        by_proofreader: 'Proofreader:',
      },
    },
  },
};

export type AdminTexts = typeof en;
