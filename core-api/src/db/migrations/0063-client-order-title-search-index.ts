import type { Migration } from '../migrate.js';

/**
 * A client's title search finds her matching orders in one index: the trigrams of each title keyed by its client
 * (btree_gin makes client_id a GIN key beside them). The platform-wide trigram index answers a common word with
 * every client's matches (33,512 for "coffee"), which PostgreSQL then intersected with the largest client's 36,886
 * orders before reading the 1,244 that were hers; staff's search keeps that index.
 */
export const m0063ClientOrderTitleSearchIndex: Migration = {
  name: '0063-client-order-title-search-index',
  async up({ sql }) {
    // btree_gin, like pg_trgm, is a trusted extension: the database owner may create it without superuser rights.
    await sql('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await sql('CREATE INDEX orders_client_title_trgm_idx ON orders USING gin (client_id, title gin_trgm_ops)');
  },
};
