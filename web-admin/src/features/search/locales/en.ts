/** The header search box's texts (decision 054), registered under `search` with the box. */
export const en = {
  label: 'Search',
  placeholder: 'Search clients, orders, invoices…',
  results: 'Search results',
  kinds: {
    client: 'Clients',
    linguist: 'Linguists',
    project: 'Projects',
    order: 'Orders',
    invoice: 'Invoices',
  },
  tooShort: 'Type at least {{min}} characters or an id.',
  searching: 'Searching…',
  empty: 'Sorry, we couldn’t find anything.',
  count_one: '{{count}} result',
  count_other: '{{count}} results',
  failed: 'The search failed: {{message}}',
};

export type SearchTexts = typeof en;
