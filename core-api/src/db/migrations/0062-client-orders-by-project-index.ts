import type { Migration } from '../migrate.js';

/**
 * A client's orders by project and status, for the derived project status as a filter: the client's orders are
 * grouped by project in this index's order, read without their rows, instead of each project's orders probed.
 */
export const m0062ClientOrdersByProjectIndex: Migration = {
  name: '0062-client-orders-by-project-index',
  async up({ sql }) {
    await sql('CREATE INDEX orders_client_project_status_idx ON orders (client_id, project_id, status)');
  },
};
