import type { Migration } from '../migrate.js';

/**
 * A picker asks for every one of a client's projects at once (the largest client has 7,377, with 36,886 orders),
 * so both its reads come from an index alone:
 * - orders_client_project_status_idx (migration 0062) also carries each order's currency and prices, so the full
 *   answer sums her orders per project in one pass instead of probing each project's orders: one index rebuilt
 *   rather than a second index on every order write;
 * - projects_client_created_idx (migration 0006) also carries the name and language, so `fields=picker` reads
 *   her projects newest first without their rows or a sort.
 * The second part was added after the first had been applied to the scale database, which had it built by hand.
 */
export const m0065ClientOrdersByProjectWithPrices: Migration = {
  name: '0065-client-orders-by-project-with-prices',
  async up({ sql }) {
    await sql('DROP INDEX IF EXISTS orders_client_project_status_idx');
    await sql(
      `CREATE INDEX orders_client_project_status_idx ON orders (client_id, project_id, status)
         INCLUDE (level_code, with_proofreading, writer_group_id, proofreader_group_id, currency, price_final, price_max)`,
    );
    await sql('DROP INDEX IF EXISTS projects_client_created_idx');
    await sql('CREATE INDEX projects_client_created_idx ON projects (client_id, created_at DESC, id DESC) INCLUDE (name, language_id)');
  },
};
