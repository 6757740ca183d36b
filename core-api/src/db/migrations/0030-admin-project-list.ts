import type { Migration } from '../migrate.js';

/**
 * Staff list every client's projects newest first (GET /admin/projects, the back office's project picker): without a
 * client the client's index does not give that order, so a page would sort all projects. On a large live database,
 * build it CONCURRENTLY before deploying; IF NOT EXISTS then keeps it.
 */
export const m0030AdminProjectList: Migration = {
  name: '0030-admin-project-list',
  async up({ sql }) {
    await sql('CREATE INDEX IF NOT EXISTS projects_created_idx ON projects (created_at DESC, id DESC)');
  },
};
