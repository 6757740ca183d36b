import type { Migration } from '../migrate.js';

/**
 * A client's orders by project, with what the project list's filters ask of an order (its status, level, service
 * and groups): the client's orders are read from this index alone, grouped by project for the derived project
 * status or hashed for the order filters, instead of each of her projects' orders probed in turn.
 */
export const m0062ClientOrdersByProjectIndex: Migration = {
  name: '0062-client-orders-by-project-index',
  async up({ sql }) {
    await sql(
      'CREATE INDEX orders_client_project_status_idx ON orders (client_id, project_id, status) INCLUDE (level_code, with_proofreading, writer_group_id, proofreader_group_id)',
    );
  },
};
