import type { Migration } from '../migrate.js';

/**
 * Draft invoices (decision 065): staff put a client's open positions and free lines on a draft, change it, and
 * issue it; only issuing writes an `invoices` row and takes the year's next number, so a deleted draft leaves no
 * hole in the gapless sequence. A position sits on at most one draft.
 */
export const m0053InvoiceDrafts: Migration = {
  name: '0053-invoice-drafts',
  async up({ sql }) {
    await sql(`
      CREATE TABLE invoice_drafts (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX invoice_drafts_client_idx ON invoice_drafts (client_id, id DESC)');
    await sql(`
      CREATE TABLE invoice_draft_lines (
        draft_id integer NOT NULL REFERENCES invoice_drafts(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 1000),
        quantity integer CHECK (quantity > 0),
        order_id integer REFERENCES orders(id),
        billing_position_id integer REFERENCES billing_positions(id),
        vat_rate numeric(5,4) NOT NULL CHECK (vat_rate >= 0 AND vat_rate < 1),
        amount_net bigint NOT NULL CHECK (amount_net >= 0),
        tax bigint NOT NULL CHECK (tax >= 0),
        PRIMARY KEY (draft_id, position)
      )`);
    await sql('CREATE UNIQUE INDEX invoice_draft_lines_position_key ON invoice_draft_lines (billing_position_id) WHERE billing_position_id IS NOT NULL');
  },
};
