/**
 * The billing page's own texts, loaded with the page (see ./index.ts). What the back office says too (statuses,
 * document types, payment methods, invoice columns) is web-kit's `billingCommon`.
 */
export const en = {
  title: 'Billing',
  tabs: {
    balance: 'Balance',
    invoices: 'Invoices',
    positions: 'Positions',
  },
  balance: {
    title: 'Your balance',
    deposited: 'Deposited',
    reserved: 'Reserved',
    spent: 'Reserved by next invoice',
    available: 'Available',
    nextInvoice: 'Reserved for the next invoice',
    openInvoices: 'Open invoices',
    overdueInvoices: 'Overdue invoices',
    seeInvoices: 'See invoices',
    createDeposit: 'Create deposit',
  },
  deposits: {
    title: 'Deposit history',
    empty: 'List is empty.',
    emptyHint: 'Your deposits will appear here once you have topped up your balance.',
    columns: {
      created: 'Date',
      method: 'Payment method',
      amount: 'Amount credited',
      fee: 'Fee',
      tax: 'VAT',
      gross: 'Total paid',
      status: 'Status',
      paid: 'Paid on',
      invoice: 'Invoice',
    },
  },
  invoices: {
    label: 'Invoices',
    empty: 'List is empty.',
    emptyHint: 'Your invoices will appear here as soon as the first one is issued.',
    filters: {
      status: 'Status',
      type: 'Type',
    },
    columns: {
      download: 'PDF',
    },
  },
  positions: {
    label: 'Positions',
    empty: 'List is empty.',
    emptyHint: 'Every accepted order becomes a position of your next invoice.',
    filters: {
      invoiced: 'Invoiced',
      open: 'Not invoiced yet',
      invoicedOnly: 'Invoiced',
    },
    columns: {
      order: 'Order',
      project: 'Project',
      created: 'Created',
      invoiced: 'Invoiced',
    },
    project: 'Project {{id}}',
    notInvoiced: 'No',
    invoicedDownload: 'Yes, download the invoice',
    total: 'Total (gross)',
  },
  download: {
    button: 'Download PDF',
  },
};

export type BillingPageTexts = typeof en;
