import type { Migration } from '../migrate.js';

/**
 * Bulk imports (issue 13, decision 036): an uploaded spreadsheet of orders for one project, its original file and
 * its rows. All three tables are the imports module's. A row records the order made from it in the transaction
 * that made the order, so an import resumed after a crash skips every row that already has one.
 */
export const m0025Imports: Migration = {
  name: '0025-imports',
  async up({ sql }) {
    await sql(`
      CREATE TABLE imports (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
        created_by_admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'PARSED', 'PUBLISHING', 'FINISHED', 'CANCELED')),
        template_version integer,
        currency char(3),
        language_id integer REFERENCES languages(id),
        services jsonb NOT NULL DEFAULT '[]',
        rows_total integer NOT NULL DEFAULT 0 CHECK (rows_total >= 0),
        rows_failed integer NOT NULL DEFAULT 0 CHECK (rows_failed >= 0),
        rows_created integer NOT NULL DEFAULT 0 CHECK (rows_created >= 0),
        rows_create_failed integer NOT NULL DEFAULT 0 CHECK (rows_create_failed >= 0),
        price_min_net bigint,
        price_max_net bigint,
        price_min_gross bigint,
        price_max_gross bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        finished_at timestamptz,
        canceled_at timestamptz
      )`);
    await sql('CREATE INDEX imports_client_idx ON imports (client_id, created_at DESC, id DESC)');
    await sql('CREATE INDEX imports_created_idx ON imports (created_at DESC, id DESC)');

    // Apart from imports, so a list never reads the bytes; dropped when the import is cancelled.
    await sql(`
      CREATE TABLE import_files (
        import_id integer PRIMARY KEY REFERENCES imports(id) ON DELETE CASCADE,
        file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 200),
        content_type text NOT NULL,
        bytes integer NOT NULL CHECK (bytes > 0),
        sha256 char(64) NOT NULL,
        content bytea NOT NULL
      )`);

    await sql(`
      CREATE TABLE import_rows (
        import_id integer NOT NULL REFERENCES imports(id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 1),
        state text NOT NULL CHECK (state IN ('ready', 'failed', 'created', 'createFailed')),
        data jsonb NOT NULL,
        errors jsonb NOT NULL DEFAULT '[]',
        settings_key text,
        order_id integer UNIQUE REFERENCES orders(id) ON DELETE SET NULL,
        price_min_gross bigint,
        price_max_gross bigint,
        PRIMARY KEY (import_id, position)
      )`);
    await sql("CREATE INDEX import_rows_ready_idx ON import_rows (import_id, position) WHERE state = 'ready'");
  },
};
