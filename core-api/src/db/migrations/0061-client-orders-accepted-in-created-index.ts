import type { Migration } from '../migrate.js';

/**
 * The client's newest-first index carries each order's acceptance instant: a page of the orders accepted in a
 * year walks it past the newer orders without reading their rows (the largest client's newest 24,000 orders were
 * read from the table for ten accepted the year before).
 */
export const m0061ClientOrdersAcceptedInCreatedIndex: Migration = {
  name: '0061-client-orders-accepted-in-created-index',
  async up({ sql }) {
    await sql('DROP INDEX orders_client_created_idx');
    await sql('CREATE INDEX orders_client_created_idx ON orders (client_id, created_at DESC, id DESC) INCLUDE (accepted_at)');
  },
};
