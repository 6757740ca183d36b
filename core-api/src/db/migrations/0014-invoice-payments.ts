import type { Migration } from '../migrate.js';

/**
 * Incoming payments of postpaid invoices (decision 014, "Paying an invoice"): which admin recorded the bank
 * transfer, with the bank's reference. One payment per invoice: the primary key refuses a second even if
 * the invoice's row lock were ever bypassed.
 */
export const m0014InvoicePayments: Migration = {
  name: '0014-invoice-payments',
  async up({ sql }) {
    await sql(`
      CREATE TABLE invoice_payments (
        invoice_id integer PRIMARY KEY REFERENCES invoices(id),
        -- the bank's reference of the incoming transfer, when the admin had one
        reference text CHECK (length(reference) BETWEEN 1 AND 100),
        -- when the money arrived, as the bank statement says; the invoice's paid_at repeats it
        paid_at timestamptz NOT NULL,
        admin_id integer NOT NULL REFERENCES admins(id),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
  },
};
