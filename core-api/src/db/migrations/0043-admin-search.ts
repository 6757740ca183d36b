import type { Migration } from '../migrate.js';

/**
 * Staff's search box (decision 054) looks for a term inside client e-mails, project names and invoice numbers; the
 * other columns it reads have trigram indexes already (0035). On a large live database, build these CONCURRENTLY
 * before deploying; IF NOT EXISTS then keeps them.
 */
export const m0043AdminSearch: Migration = {
  name: '0043-admin-search',
  async up({ sql }) {
    await sql('CREATE INDEX IF NOT EXISTS clients_email_trgm_idx ON clients USING gin (email gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS projects_name_trgm_idx ON projects USING gin (name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS invoices_number_trgm_idx ON invoices USING gin (number gin_trgm_ops)');
  },
};
