import type { Migration } from '../migrate.js';

/**
 * orders_client_project_status_idx (migration 0062) also carries each order's currency and prices, so a page of
 * many of a client's projects (a picker asking for all of them) sums her orders per project from this index alone
 * instead of probing each project's orders: one index rebuilt rather than a second index on every order write.
 */
export const m0065ClientOrdersByProjectWithPrices: Migration = {
  name: '0065-client-orders-by-project-with-prices',
  async up({ sql }) {
    await sql('DROP INDEX IF EXISTS orders_client_project_status_idx');
    await sql(
      `CREATE INDEX orders_client_project_status_idx ON orders (client_id, project_id, status)
         INCLUDE (level_code, with_proofreading, writer_group_id, proofreader_group_id, currency, price_final, price_max)`,
    );
  },
};
