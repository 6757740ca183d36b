import type { Migration } from '../migrate.js';

const STATUSES = "'open', 'processing_cw', 'ready_for_pr', 'processing_pr', 'ready_for_client', 'in_revision', 'rejection_requested', 'accepted', 'rejected', 'canceled'";
const MONEY = 'bigint NOT NULL CHECK';

/** Projects, orders and everything an order accumulates: texts, revisions, history (DESIGN §3.2). */
export const m0006Orders: Migration = {
  name: '0006-orders',
  async up({ sql }) {
    await sql(`
      CREATE TABLE projects (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        language_id integer NOT NULL REFERENCES languages(id),
        purchase_order text CHECK (length(purchase_order) <= 100),
        quote_id text CHECK (length(quote_id) <= 100),
        external_id text CHECK (length(external_id) <= 100),
        deadline_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX projects_client_created_idx ON projects (client_id, created_at DESC, id DESC)');

    // Prices and pay rates are copied onto the order when it is created: later price-list changes never
    // change what was agreed. Gross amounts (net + tax) are minor units.
    await sql(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        project_id integer NOT NULL REFERENCES projects(id),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
        type char(2) NOT NULL CHECK (type IN ('OO', 'GO', 'DO')),
        level_code text NOT NULL REFERENCES levels(code),
        language_id integer NOT NULL REFERENCES languages(id),
        with_proofreading boolean NOT NULL,
        proofreading_assignment text CHECK (proofreading_assignment IN ('open', 'group')),
        writer_group_id integer REFERENCES linguist_groups(id),
        proofreader_group_id integer REFERENCES linguist_groups(id),
        direct_linguist_id integer REFERENCES linguists(id),
        writer_id integer REFERENCES linguists(id),
        proofreader_id integer REFERENCES linguists(id),
        min_words integer NOT NULL CHECK (min_words > 0),
        max_words integer NOT NULL CHECK (max_words <= 100000),
        final_words integer CHECK (final_words > 0),
        processing_days smallint NOT NULL CHECK (processing_days BETWEEN 1 AND 4),
        keywords text[] NOT NULL DEFAULT '{}',
        comment text CHECK (length(comment) <= 5000),
        briefing_id integer,
        layout_id integer,
        currency char(3) NOT NULL,
        vat numeric(5,4) NOT NULL CHECK (vat >= 0 AND vat < 1),
        client_price_per_word numeric(12,6) NOT NULL CHECK (client_price_per_word > 0),
        writer_pay_per_word numeric(12,6) NOT NULL CHECK (writer_pay_per_word > 0),
        proofreader_pay_per_word numeric(12,6) CHECK (proofreader_pay_per_word > 0),
        price_min ${MONEY} (price_min > 0),
        price_max ${MONEY} (price_max >= price_min),
        price_final bigint CHECK (price_final > 0),
        reserved_amount ${MONEY} (reserved_amount >= 0) DEFAULT 0,
        status text NOT NULL DEFAULT 'open' CHECK (status IN (${STATUSES})),
        reserved_by integer REFERENCES linguists(id),
        reserved_until timestamptz,
        deadline_at timestamptz,
        ready_at timestamptz,
        accepted_at timestamptz,
        completed_at timestamptz,
        revisions_count smallint NOT NULL DEFAULT 0 CHECK (revisions_count BETWEEN 0 AND 3),
        rejection_reason text CHECK (length(rejection_reason) <= 5000),
        rating_content smallint CHECK (rating_content BETWEEN 1 AND 5),
        rating_form smallint CHECK (rating_form BETWEEN 1 AND 5),
        rating_readability smallint CHECK (rating_readability BETWEEN 1 AND 5),
        rating_communication smallint CHECK (rating_communication BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (max_words >= min_words),
        CHECK (type <> 'GO' OR writer_group_id IS NOT NULL),
        CHECK (type <> 'DO' OR direct_linguist_id IS NOT NULL),
        CHECK (with_proofreading = (proofreading_assignment IS NOT NULL)),
        CHECK (proofreading_assignment IS DISTINCT FROM 'group' OR proofreader_group_id IS NOT NULL),
        CHECK (with_proofreading = (proofreader_pay_per_word IS NOT NULL))
      )`);
    await sql('CREATE INDEX orders_client_status_idx ON orders (client_id, status, created_at DESC, id DESC)');
    await sql('CREATE INDEX orders_client_created_idx ON orders (client_id, created_at DESC, id DESC)');
    await sql('CREATE INDEX orders_project_idx ON orders (project_id, id)');
    // The pool linguists browse: only takeable statuses, so the index stays small however many orders exist.
    await sql("CREATE INDEX orders_pool_idx ON orders (language_id, level_code, created_at) WHERE status IN ('open', 'ready_for_pr')");
    await sql('CREATE INDEX orders_writer_idx ON orders (writer_id, status) WHERE writer_id IS NOT NULL');
    await sql('CREATE INDEX orders_proofreader_idx ON orders (proofreader_id, status) WHERE proofreader_id IS NOT NULL');
    await sql('CREATE INDEX orders_direct_idx ON orders (direct_linguist_id, status) WHERE direct_linguist_id IS NOT NULL');
    await sql("CREATE INDEX orders_deadline_idx ON orders (deadline_at) WHERE status IN ('processing_cw', 'processing_pr')");
    await sql("CREATE INDEX orders_ready_idx ON orders (ready_at) WHERE status = 'ready_for_client'");

    // Version 0 is the author's working draft; submitted versions count up from 1.
    await sql(`
      CREATE TABLE order_texts (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        author_id integer NOT NULL REFERENCES linguists(id),
        author_role text NOT NULL CHECK (author_role IN ('writer', 'proofreader')),
        version integer NOT NULL CHECK (version >= 0),
        content text NOT NULL CHECK (length(content) <= 1000000),
        words integer NOT NULL CHECK (words >= 0),
        submitted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((version = 0) = (submitted_at IS NULL))
      )`);
    await sql('CREATE UNIQUE INDEX order_texts_version_key ON order_texts (order_id, author_role, version)');

    await sql(`
      CREATE TABLE order_revisions (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        number smallint NOT NULL CHECK (number BETWEEN 1 AND 3),
        comment text NOT NULL CHECK (length(comment) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, number)
      )`);

    await sql(`
      CREATE TABLE order_history (
        id bigserial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        action text NOT NULL,
        from_status text CHECK (from_status IN (${STATUSES})),
        to_status text NOT NULL CHECK (to_status IN (${STATUSES})),
        actor_role text NOT NULL CHECK (actor_role IN ('client', 'admin', 'linguist', 'system')),
        actor_id integer,
        note text CHECK (length(note) <= 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX order_history_order_idx ON order_history (order_id, id)');

    // A postpaid client's accepted order becomes one open invoice position (invoiced by a later run).
    await sql(`
      CREATE TABLE billing_positions (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        order_id integer NOT NULL UNIQUE REFERENCES orders(id),
        amount_net ${MONEY} (amount_net >= 0),
        tax ${MONEY} (tax >= 0),
        amount_gross ${MONEY} (amount_gross = amount_net + tax),
        currency char(3) NOT NULL,
        invoice_id integer,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX billing_positions_open_idx ON billing_positions (client_id) WHERE invoice_id IS NULL');
  },
};
