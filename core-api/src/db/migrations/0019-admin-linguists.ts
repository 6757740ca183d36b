import type { Migration } from '../migrate.js';

/**
 * What staff keep about a linguist (decision 029): why her account status changed, and their own notes on her,
 * which no client ever reads (clients' notes stay in linguist_notes, which staff never read).
 */
export const m0019AdminLinguists: Migration = {
  name: '0019-admin-linguists',
  async up({ sql }) {
    // An admin account may go; the history of what they did stays, without the name.
    await sql(`
      CREATE TABLE linguist_status_history (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        "from" text,
        "to" text NOT NULL,
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
        admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX linguist_status_history_linguist_idx ON linguist_status_history (linguist_id, at DESC, id DESC)');

    await sql(`
      CREATE TABLE admin_linguist_notes (
        id serial PRIMARY KEY,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX admin_linguist_notes_linguist_idx ON admin_linguist_notes (linguist_id, created_at DESC, id DESC)');
  },
};
