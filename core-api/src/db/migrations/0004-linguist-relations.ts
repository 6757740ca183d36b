import type { Migration } from '../migrate.js';

/** Who may see a client's orders: the client's linguist groups and its bookmarks/blocks. */
export const m0004LinguistRelations: Migration = {
  name: '0004-linguist-relations',
  async up({ sql }) {
    await sql(`
      CREATE TABLE linguist_groups (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        type text NOT NULL CHECK (type IN ('copywriting', 'proofreading')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX linguist_groups_client_idx ON linguist_groups (client_id)');
    await sql(`
      CREATE TABLE linguist_group_members (
        group_id integer NOT NULL REFERENCES linguist_groups(id) ON DELETE CASCADE,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (group_id, linguist_id)
      )`);
    await sql('CREATE INDEX linguist_group_members_linguist_idx ON linguist_group_members (linguist_id)');
    await sql(`
      CREATE TABLE client_linguist_relations (
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        relation text NOT NULL CHECK (relation IN ('BOOKMARKED', 'BLOCKED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (client_id, linguist_id)
      )`);
    await sql('CREATE INDEX client_linguist_relations_linguist_idx ON client_linguist_relations (linguist_id)');
  },
};
