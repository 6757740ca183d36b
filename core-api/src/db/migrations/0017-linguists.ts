import type { Migration } from '../migrate.js';

/**
 * The linguists module's tables (decision 027): a client's notes on a linguist, a linguist's interests (text
 * topics) and avatar, and the cached statistics the linguist search sorts by, plus the indexes the search and its
 * "worked with me" filter need at 50,000 linguists and a million orders.
 */
export const m0017Linguists: Migration = {
  name: '0017-linguists',
  async up({ sql }) {
    await sql(`
      CREATE TABLE linguist_notes (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX linguist_notes_client_linguist_idx ON linguist_notes (client_id, linguist_id, created_at DESC, id DESC)');

    await sql(`
      CREATE TABLE linguist_interests (
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        text_topic_id integer NOT NULL REFERENCES text_topics(id),
        PRIMARY KEY (linguist_id, text_topic_id)
      )`);
    await sql('CREATE INDEX linguist_interests_topic_idx ON linguist_interests (text_topic_id, linguist_id)');

    // A linguist's public face beside the account row, which stays the users module's.
    await sql(`
      CREATE TABLE linguist_profiles (
        linguist_id integer PRIMARY KEY REFERENCES linguists(id) ON DELETE CASCADE,
        avatar_path text CHECK (length(avatar_path) <= 300),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Sorting 50,000 linguists by rating or orders cannot aggregate a million orders per request.
    await sql(`
      CREATE TABLE linguist_stats (
        linguist_id integer PRIMARY KEY REFERENCES linguists(id) ON DELETE CASCADE,
        total_orders integer NOT NULL DEFAULT 0 CHECK (total_orders >= 0),
        finished_orders integer NOT NULL DEFAULT 0 CHECK (finished_orders >= total_orders),
        success_rate numeric(5,4) CHECK (success_rate BETWEEN 0 AND 1),
        rating numeric(3,2) CHECK (rating BETWEEN 1 AND 5),
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX linguist_stats_rating_idx ON linguist_stats (rating DESC NULLS LAST, linguist_id)');
    await sql('CREATE INDEX linguist_stats_orders_idx ON linguist_stats (total_orders DESC, linguist_id)');

    await sql('CREATE INDEX IF NOT EXISTS linguists_active_level_idx ON linguists (level, id) WHERE status = \'ACTIVE\'');
    await sql('CREATE INDEX IF NOT EXISTS linguists_nickname_trgm_idx ON linguists USING gin (nickname gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS client_linguist_relations_client_idx ON client_linguist_relations (client_id, relation, linguist_id)');
    // "Worked with me" and the orders with one linguist read a client's orders by the linguist who held them.
    await sql('CREATE INDEX IF NOT EXISTS orders_client_writer_idx ON orders (client_id, writer_id) WHERE writer_id IS NOT NULL');
    await sql('CREATE INDEX IF NOT EXISTS orders_client_proofreader_idx ON orders (client_id, proofreader_id) WHERE proofreader_id IS NOT NULL');
  },
};
