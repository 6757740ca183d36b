import type { Migration } from '../migrate.js';

/**
 * Staff's client list sorts by creation (its default, newest first), id or e-mail (decision 059). The e-mail order
 * walks `clients_email_key` (lower(email)) and the id order the primary key; this index serves the default, which
 * read and sorted every client for each page until now.
 */
export const m0047ClientListOrder: Migration = {
  name: '0047-client-list-order',
  async up({ sql }) {
    await sql('CREATE INDEX IF NOT EXISTS clients_created_idx ON clients (created_at DESC, id DESC)');
  },
};
