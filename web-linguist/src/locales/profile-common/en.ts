/** Texts the profile page, the settings and the client pages share: languages, services, prices. */
export const en = {
  proficiency: {
    native: 'Native',
    c2: 'C2 (proficient)',
    c1: 'C1 (advanced)',
    b2: 'B2 (upper intermediate)',
    none: 'Not stated',
  },
  services: {
    copywriting: 'Copywriting',
    proofreading: 'Proofreading',
    translating: 'Translating',
  },
  price: {
    range: 'Allowed: {{min}} – {{max}}',
    current: 'Current: {{price}}',
    notSet: 'Not set yet',
    priceLabel: '{{service}}, {{language}} ({{unit}}/word)',
    invalid: 'Enter a number such as 6,5.',
    outOfRange: 'Between {{min}} and {{max}}.',
    save: 'Save price',
    saveNamed: 'Save price for {{service}}, {{language}}',
    saved: 'Your price has been saved.',
  },
  perWord: '{{price}} {{unit}}/word',
  minorUnit: {
    EUR: 'ct',
    USD: '¢',
    GBP: 'p',
  },
  figures: {
    stats: {
      title: 'What your orders say',
      titleClient: 'Your orders for this client',
      byStatus: 'Orders by status',
      none: 'No orders yet',
      totalOrders: 'Accepted orders',
      acceptanceRate: 'Acceptance rate',
      rejectionRate: 'Rejection rate',
      rating: 'Rating',
      ratings: 'Ratings',
      ratedOrders: 'Rated orders',
    },
    criteria: {
      content: 'Content',
      form: 'Form',
      readability: 'Readability',
      communication: 'Communication',
    },
    activities: {
      title: 'Activities',
      label: 'Your recent activities',
      empty: 'Nothing has happened yet.',
      columns: {
        at: 'When',
        what: 'What',
        order: 'Order',
        client: 'Client',
      },
      kinds: {
        order_created: 'The client ordered',
        order_taken: 'You took the order',
        order_delivered: 'You delivered the text',
        order_accepted: 'The client accepted the text',
        revision_requested: 'The client asked for a revision',
        rejection_requested: 'The client asked to reject the text',
        order_rejected: 'The text was rejected',
        order_declined: 'You declined the direct request',
        order_lapsed: 'The direct request lapsed',
        order_released: 'You gave the order back',
        order_canceled: 'The order was canceled',
        note_added: 'A note was written',
      },
    },
  },
};

export type ProfileCommonTexts = typeof en;
