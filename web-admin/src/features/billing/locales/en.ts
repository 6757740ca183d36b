/**
 * The back office's own billing texts, loaded with its billing pages (see ./index.ts). What the client's billing
 * page says too (statuses, document types, payment methods, invoice columns) is web-kit's `billingCommon`.
 */
export const en = {
  filters: {
    any: 'Any',
    reset: 'Reset filters',
    client: 'Client',
  },
  invoices: {
    title: 'Invoices',
    label: 'Invoices of all clients',
    empty: 'List is empty.',
    emptyHint: 'Invoices appear here once the invoice run or a deposit has written one.',
    filters: {
      status: 'Status',
      type: 'Type',
    },
    columns: {
      client: 'Client',
      actions: 'Actions',
    },
    cancel: 'Cancel',
    cancelNamed: 'Cancel invoice {{number}}',
  },
  cancel: {
    title: 'Cancel invoice {{number}}?',
    unpaid:
      'Invoice {{number}} is not paid yet. A cancellation of an unpaid invoice (CANCEL_UNPAID_I) is written with its own number; invoice {{number}} becomes Canceled and the orders on it are open again for the client’s next invoice.',
    paid: 'Invoice {{number}} is paid. A cancellation of a paid invoice (CANCEL_PAID_INV) is written with its own number; it stays open until the money is paid back to the client, and invoice {{number}} keeps its Paid status.',
    irreversible: 'A cancellation document cannot be undone.',
    confirm: 'Write cancellation',
    back: 'Back',
    done: 'Cancellation {{number}} written for invoice {{original}}.',
  },
  payments: {
    title: 'Incoming payments',
    tabs: {
      deposits: 'Pending deposits',
      invoices: 'Open invoices',
    },
    openInvoicesHint: 'Invoices waiting for the client’s payment.',
  },
  deposits: {
    label: 'Pending deposits',
    empty: 'List is empty.',
    emptyHint: 'Bank transfers announced by clients wait here until their money arrives.',
    filters: {
      age: 'Waiting',
    },
    ages: {
      MORE14DAYS: 'More than 14 days',
      MORE7DAYS: 'More than 7 days',
      MORE3DAYS: 'More than 3 days',
      MORE1DAY: 'More than 1 day',
    },
    columns: {
      id: 'ID',
      client: 'Client',
      method: 'Payment method',
      amount: 'Amount to credit',
      gross: 'Amount to receive',
      created: 'Created',
      waiting: 'Waiting since',
      note: 'Note',
      actions: 'Actions',
    },
    record: 'Record incoming payment',
    recordNamed: 'Record the incoming payment of deposit {{id}}',
    viaProvider: 'Settled by the payment provider',
    cancel: 'Cancel deposit',
    cancelNamed: 'Cancel deposit {{id}}',
  },
  cancelDeposit: {
    title: 'Cancel deposit {{id}}?',
    summary: '{{client}} announced a bank transfer of {{gross}} on {{date}} that has not arrived. Cancelling it marks the deposit as canceled and cancels its deposit invoice with a cancellation document (CANCBAL_DEPOSIT) of its own number. Nothing is credited or taken from the client’s balance.',
    irreversible: 'A cancelled deposit cannot be recorded as paid any more.',
    confirm: 'Cancel deposit',
    back: 'Back',
    done: 'Deposit {{id}} is canceled; cancellation {{number}} was written.',
    doneWithoutDocument: 'Deposit {{id}} is canceled.',
  },
  settle: {
    title: 'Record the incoming payment of deposit {{id}}',
    summary: '{{client}} announced a bank transfer of {{gross}} on {{date}}. Recording it credits {{amount}} to the client’s balance and marks the deposit invoice as paid.',
    reference: 'Bank reference',
    referenceHint: 'Optional: the reference of the payment on the bank statement.',
    confirm: 'Record payment',
    done: 'The payment of deposit {{id}} is recorded.',
  },
  payInvoice: {
    action: 'Record payment',
    actionNamed: 'Record the payment of invoice {{number}}',
    title: 'Record the payment of invoice {{number}}',
    summary: 'Invoice {{number}} asks {{client}} for {{gross}}, due on {{due}}. Recording the payment marks it as paid, dated today, and the client’s open invoices drop by {{gross}}.',
    reference: 'Bank reference',
    referenceHint: 'Optional: the reference of the payment on the bank statement.',
    confirm: 'Record payment',
    done: 'Invoice {{number}} is marked as paid.',
  },
};

export type BillingTexts = typeof en;
