import type { Migration } from '../migrate.js';

/**
 * Credit notes (Gutschriften, decision 061): the platform's documents paying linguists for accepted work, in a
 * gapless number series of their own per year, with lines, the supplier's data frozen at issue and the rendered
 * PDF as a cache. `credit_note_work` holds which order pay each live note settled, so no work is credited twice
 * and a cancellation frees it again; `cron_errors` keeps what a scheduled run could not do and why.
 */
export const m0049CreditNotes: Migration = {
  name: '0049-credit-notes',
  async up({ sql }) {
    await sql(`
      CREATE TABLE credit_note_number_counters (
        year smallint PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
        last integer NOT NULL CHECK (last >= 0)
      )`);

    await sql(`
      CREATE TABLE credit_notes (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id),
        number text NOT NULL UNIQUE CHECK (number ~ '^G-[0-9]{4}-[0-9]{6,}$'),
        year smallint NOT NULL,
        sequence integer NOT NULL CHECK (sequence > 0),
        type text NOT NULL CHECK (type IN ('CREDIT', 'CANCEL_CREDIT')),
        status text NOT NULL CHECK (status IN ('OPEN', 'CANCELED')),
        period_from date NOT NULL,
        period_to date NOT NULL,
        tax_treatment text NOT NULL CHECK (tax_treatment IN ('VAT_LIABLE', 'SMALL_BUSINESS', 'REVERSE_CHARGE')),
        amount_net bigint NOT NULL,
        tax bigint NOT NULL,
        amount_gross bigint NOT NULL,
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        language text NOT NULL CHECK (language IN ('en', 'de', 'fr', 'it')),
        issued_at timestamptz NOT NULL,
        cancels_credit_note_id integer REFERENCES credit_notes(id),
        supplier jsonb NOT NULL CHECK (jsonb_typeof(supplier) = 'object'),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (year, sequence),
        CHECK (number = 'G-' || year::text || '-' || lpad(sequence::text, greatest(6, length(sequence::text)), '0')),
        CHECK (period_to >= period_from),
        CHECK (amount_gross = amount_net + tax),
        CHECK (type <> 'CREDIT' OR (amount_net > 0 AND tax >= 0)),
        CHECK (type <> 'CANCEL_CREDIT' OR (amount_net < 0 AND tax <= 0 AND status = 'OPEN')),
        CHECK ((type = 'CANCEL_CREDIT') = (cancels_credit_note_id IS NOT NULL))
      )`);
    // A rerun of a period never writes a second live note for the same linguist and currency.
    await sql(`CREATE UNIQUE INDEX credit_notes_period_key ON credit_notes (linguist_id, currency, period_from, period_to)
                WHERE type = 'CREDIT' AND status = 'OPEN'`);
    await sql('CREATE UNIQUE INDEX credit_notes_cancels_key ON credit_notes (cancels_credit_note_id) WHERE cancels_credit_note_id IS NOT NULL');
    await sql('CREATE INDEX credit_notes_linguist_issued_idx ON credit_notes (linguist_id, issued_at DESC, id DESC)');
    await sql('CREATE INDEX credit_notes_issued_idx ON credit_notes (issued_at DESC, id DESC)');

    await sql(`
      CREATE TABLE credit_note_lines (
        credit_note_id integer NOT NULL REFERENCES credit_notes(id),
        position integer NOT NULL CHECK (position >= 1),
        order_id integer NOT NULL REFERENCES orders(id),
        role text NOT NULL CHECK (role IN ('writer', 'proofreader')),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
        accepted_at timestamptz NOT NULL,
        words integer NOT NULL CHECK (words > 0),
        rate_per_word numeric(12,6) NOT NULL CHECK (rate_per_word > 0),
        vat_rate numeric(5,4) NOT NULL CHECK (vat_rate >= 0 AND vat_rate < 1),
        amount_net bigint NOT NULL,
        tax bigint NOT NULL,
        amount_gross bigint NOT NULL,
        PRIMARY KEY (credit_note_id, position),
        CHECK (amount_gross = amount_net + tax)
      )`);

    await sql(`
      CREATE TABLE credit_note_work (
        order_id integer NOT NULL REFERENCES orders(id),
        role text NOT NULL CHECK (role IN ('writer', 'proofreader')),
        linguist_id integer NOT NULL REFERENCES linguists(id),
        credit_note_id integer NOT NULL REFERENCES credit_notes(id),
        PRIMARY KEY (order_id, role)
      )`);
    await sql('CREATE INDEX credit_note_work_note_idx ON credit_note_work (credit_note_id)');

    await sql(`
      CREATE TABLE credit_note_files (
        credit_note_id integer PRIMARY KEY REFERENCES credit_notes(id),
        pdf bytea NOT NULL,
        rendered_at timestamptz NOT NULL DEFAULT now()
      )`);

    await sql(`
      CREATE TABLE cron_errors (
        id serial PRIMARY KEY,
        job text NOT NULL CHECK (length(job) BETWEEN 1 AND 100),
        linguist_id integer REFERENCES linguists(id),
        period_from date,
        period_to date,
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX cron_errors_created_idx ON cron_errors (created_at DESC, id DESC)');

    // The positions tab and the run read accepted orders by acceptance date.
    await sql("CREATE INDEX IF NOT EXISTS orders_accepted_at_idx ON orders (accepted_at) WHERE status = 'accepted'");
  },
};
