export const en = {
  app: {
    brand: 'Inkwell Back Office',
  },
  navigation: {
    clients: 'Clients',
    linguists: 'Linguists',
    groups: 'Groups',
    settings: 'Settings',
    billing: 'Billing',
    invoices: 'Invoices',
    paymentsIncoming: 'Incoming payments',
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
      },
    },
  },
  order: {
    notFound: 'This order does not exist.',
    tabs: {
      label: 'Order sections',
      text: 'Text',
      briefing: 'Briefing',
      layout: 'Layout',
      history: 'History',
    },
    types: {
      OO: 'Open order',
      GO: 'Group order',
      DO: 'Direct order',
    },
    details: {
      title: 'Order details',
      status: 'Status',
      client: 'Client',
      clientValue: 'Client no. {{id}}',
      project: 'Project',
      type: 'Order type',
      writer: 'Writer',
      proofreader: 'Proofreader',
      linguist: '{{name}} (no. {{id}})',
      unassigned: 'Not assigned yet',
      notBooked: 'Not booked',
      language: 'Language',
      level: 'Level',
      words: 'Words',
      price: 'Price',
      created: 'Created',
      deadline: 'Deadline',
      revisions: 'Revisions',
      keywords: 'Keywords',
      comment: 'Client comment',
    },
    text: {
      meta_one: '{{count}} word (ordered: {{range}}) · version {{version}} by the {{author}} · submitted {{date}}',
      meta_other: '{{count}} words (ordered: {{range}}) · version {{version}} by the {{author}} · submitted {{date}}',
    },
    actions: {
      roles: {
        writer: 'writer',
        proofreader: 'proofreader',
      },
      confirmRejection: {
        button: 'Confirm rejection',
        title: 'Confirm the rejection?',
        text: 'The order is rejected as the client asked. This cannot be undone.',
        done: 'The rejection has been confirmed.',
      },
      declineRejection: {
        button: 'Decline rejection',
        title: 'Decline the rejection?',
        text: 'The text goes back to the client, who can accept it or ask for a revision.',
        done: 'The rejection has been declined.',
      },
      cancel: {
        button: 'Cancel order',
        title: 'Cancel this order?',
        text: 'The order is canceled for the client and the linguists. This cannot be undone.',
        done: 'The order has been canceled.',
      },
      cancelAsLinguist: {
        button: 'Cancel as linguist',
        title: 'Take the linguist off this order?',
        text: '{{name}} no longer works on the order as the {{role}}, and other linguists can take it.',
        done: 'The linguist has been taken off the order.',
      },
    },
  },
};

export type AdminTexts = typeof en;
