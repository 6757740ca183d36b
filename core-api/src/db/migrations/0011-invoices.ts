import type { Migration } from '../migrate.js';

const TYPES = "'INVOICE', 'DEPOSIT', 'CANCBAL_DEPOSIT', 'CANCEL_BALANCE', 'CANCEL_PAID_INV', 'CANCEL_UNPAID_I', 'DEPOSIT_REFUND'";
const STATUSES = "'DRAFT', 'OPEN', 'PENDING', 'PROCESSING', 'PAID', 'CANCELED'";
/** Documents that charge the client; every other kind takes money back and carries negative amounts. */
const CHARGING_TYPES = "'INVOICE', 'DEPOSIT'";
/** Documents that undo another document and name it. */
const REFERRING_TYPES = "'CANCBAL_DEPOSIT', 'CANCEL_BALANCE', 'CANCEL_PAID_INV', 'CANCEL_UNPAID_I', 'DEPOSIT_REFUND'";

/**
 * Invoices and the other billing documents (decision 014): gapless numbers per year, lines, a snapshot of the
 * billing address so a document never changes after issue, and the rendered PDF as a cache.
 */
export const m0011Invoices: Migration = {
  name: '0011-invoices',
  async up({ sql }) {
    // One row per year; a number is taken with UPDATE … RETURNING inside the transaction that writes the
    // document, so the row lock serialises numbering and a rollback gives the number back.
    await sql(`
      CREATE TABLE invoice_number_counters (
        year smallint PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
        last integer NOT NULL CHECK (last >= 0)
      )`);

    await sql(`
      CREATE TABLE invoices (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        number text NOT NULL UNIQUE CHECK (number ~ '^[0-9]{4}-[0-9]{6,}$'),
        year smallint NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        type text NOT NULL CHECK (type IN (${TYPES})),
        status text NOT NULL CHECK (status IN (${STATUSES})),
        amount_net bigint NOT NULL,
        tax bigint NOT NULL,
        amount_gross bigint NOT NULL,
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        -- the client's interface language at issue: the PDF is written in it, now and later
        language text NOT NULL CHECK (language IN ('en', 'de', 'fr', 'it')),
        issued_at timestamptz NOT NULL,
        due_at timestamptz,
        paid_at timestamptz,
        cancels_invoice_id integer REFERENCES invoices(id),
        deposit_id integer REFERENCES deposits(id),
        billing_address jsonb NOT NULL CHECK (jsonb_typeof(billing_address) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (year, sequence),
        CHECK (number = year::text || '-' || lpad(sequence::text, greatest(6, length(sequence::text)), '0')),
        CHECK (amount_gross = amount_net + tax),
        CHECK (type NOT IN (${CHARGING_TYPES}) OR (amount_net >= 0 AND tax >= 0)),
        CHECK (type IN (${CHARGING_TYPES}) OR (amount_net <= 0 AND tax <= 0)),
        CHECK ((type IN (${REFERRING_TYPES})) = (cancels_invoice_id IS NOT NULL)),
        CHECK (type <> 'DEPOSIT' OR deposit_id IS NOT NULL),
        CHECK ((status = 'PAID') = (paid_at IS NOT NULL)),
        CHECK (due_at IS NULL OR due_at >= issued_at)
      )`);
    await sql('CREATE INDEX invoices_client_issued_idx ON invoices (client_id, issued_at DESC, id DESC)');
    await sql('CREATE INDEX invoices_issued_idx ON invoices (issued_at DESC, id DESC)');
    // The balance box sums a client's unpaid invoices on every page load.
    await sql("CREATE INDEX invoices_client_open_idx ON invoices (client_id, due_at) WHERE status = 'OPEN'");
    // A deposit has one deposit invoice, and a document is cancelled at most once.
    await sql("CREATE UNIQUE INDEX invoices_deposit_key ON invoices (deposit_id) WHERE type = 'DEPOSIT'");
    await sql('CREATE UNIQUE INDEX invoices_cancels_key ON invoices (cancels_invoice_id) WHERE cancels_invoice_id IS NOT NULL');

    await sql(`
      CREATE TABLE invoice_lines (
        invoice_id integer NOT NULL REFERENCES invoices(id),
        position integer NOT NULL CHECK (position >= 1),
        description text NOT NULL CHECK (length(description) BETWEEN 1 AND 1000),
        -- words for an order, null for a deposit or a fee
        quantity integer CHECK (quantity > 0),
        order_id integer REFERENCES orders(id),
        vat_rate numeric(5,4) NOT NULL CHECK (vat_rate >= 0 AND vat_rate < 1),
        amount_net bigint NOT NULL,
        tax bigint NOT NULL,
        amount_gross bigint NOT NULL,
        PRIMARY KEY (invoice_id, position),
        CHECK (amount_gross = amount_net + tax)
      )`);

    // Rendered once, on first download: the document's data never changes, so neither does its PDF.
    await sql(`
      CREATE TABLE invoice_files (
        invoice_id integer PRIMARY KEY REFERENCES invoices(id),
        pdf bytea NOT NULL,
        rendered_at timestamptz NOT NULL DEFAULT now()
      )`);

    await sql('ALTER TABLE billing_positions ADD CONSTRAINT billing_positions_invoice_fk FOREIGN KEY (invoice_id) REFERENCES invoices(id)');
    await sql('CREATE INDEX billing_positions_invoice_idx ON billing_positions (invoice_id) WHERE invoice_id IS NOT NULL');
    await sql('ALTER TABLE deposits ADD CONSTRAINT deposits_invoice_fk FOREIGN KEY (invoice_id) REFERENCES invoices(id)');
  },
};
