import type { Migration } from '../migrate.js';

/**
 * Messages (issue 12, decision 032): threads with two sides (client–linguist, client–support, linguist–support),
 * each side's state of a thread, the messages and their attachments. All four tables are the messages module's.
 */
export const m0022Messages: Migration = {
  name: '0022-messages',
  async up({ sql }) {
    await sql(`
      CREATE TABLE message_threads (
        id serial PRIMARY KEY,
        subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 200),
        order_id integer REFERENCES orders(id) ON DELETE CASCADE,
        client_id integer REFERENCES clients(id) ON DELETE CASCADE,
        linguist_id integer REFERENCES linguists(id) ON DELETE CASCADE,
        with_support boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((client_id IS NOT NULL)::int + (linguist_id IS NOT NULL)::int + with_support::int = 2)
      )`);
    // One conversation per order and pair of sides: a message about an order joins it instead of opening another.
    await sql(`
      CREATE UNIQUE INDEX message_threads_order_pair_idx
        ON message_threads (order_id, coalesce(client_id, 0), coalesce(linguist_id, 0)) WHERE order_id IS NOT NULL`);

    // One row per side. client_id and linguist_id name the side's owner (both NULL for the shared support side), so
    // a mailbox is one index range.
    await sql(`
      CREATE TABLE message_participants (
        thread_id integer NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('client', 'linguist', 'support')),
        client_id integer REFERENCES clients(id) ON DELETE CASCADE,
        linguist_id integer REFERENCES linguists(id) ON DELETE CASCADE,
        unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
        last_received_at timestamptz,
        last_sent_at timestamptz,
        trashed_at timestamptz,
        purged_through bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (thread_id, role),
        CHECK ((role = 'client') = (client_id IS NOT NULL) AND (role = 'linguist') = (linguist_id IS NOT NULL))
      )`);
    await sql('CREATE INDEX message_participants_client_idx ON message_participants (client_id, last_received_at DESC) WHERE client_id IS NOT NULL');
    await sql('CREATE INDEX message_participants_linguist_idx ON message_participants (linguist_id, last_received_at DESC) WHERE linguist_id IS NOT NULL');
    await sql("CREATE INDEX message_participants_support_idx ON message_participants (last_received_at DESC) WHERE role = 'support'");

    // A message is numbered from this sequence when it is sent, under its thread's lock, so "deleted for good up to
    // number N" never hides a draft the other side sends later.
    await sql('CREATE SEQUENCE message_sent_seq AS bigint');
    await sql(`
      CREATE TABLE messages (
        id serial PRIMARY KEY,
        thread_id integer NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
        sender_role text NOT NULL CHECK (sender_role IN ('client', 'linguist', 'support')),
        sender_admin_id integer REFERENCES admins(id) ON DELETE SET NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 10000),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_seq bigint UNIQUE,
        sent_at timestamptz,
        CHECK ((sent_seq IS NULL) = (sent_at IS NULL)),
        CHECK (sender_admin_id IS NULL OR sender_role = 'support')
      )`);
    await sql('CREATE INDEX messages_thread_idx ON messages (thread_id, sent_seq)');

    await sql(`
      CREATE TABLE message_attachments (
        id serial PRIMARY KEY,
        message_id integer NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        file_name text NOT NULL CHECK (char_length(file_name) BETWEEN 1 AND 160),
        content_type text NOT NULL CHECK (content_type IN (
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'image/png',
          'image/jpeg')),
        content bytea NOT NULL CHECK (octet_length(content) BETWEEN 1 AND 10485760),
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX message_attachments_message_idx ON message_attachments (message_id)');
  },
};
