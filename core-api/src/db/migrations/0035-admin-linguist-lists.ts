import type { Migration } from '../migrate.js';

/**
 * Staff's linguist lists at 50,000 linguists and 22,600 groups (decision 034, admin lists): GET /admin/linguists and
 * GET /admin/groups read their newest-first page along an index of that order instead of sorting every row, a
 * client's linguists (the client page, by nickname) along the nickname's, and the substring searches find their
 * candidates through trigram indexes (the nickname's exists since 0017; a group search matches its client's staff
 * name, so the client's name columns get one too). On a large live database, build these CONCURRENTLY before
 * deploying; IF NOT EXISTS then keeps them.
 */
export const m0035AdminLinguistLists: Migration = {
  name: '0035-admin-linguist-lists',
  async up({ sql }) {
    await sql('CREATE INDEX IF NOT EXISTS linguists_created_idx ON linguists (created_at DESC, id DESC)');
    await sql('CREATE INDEX IF NOT EXISTS linguists_nickname_idx ON linguists (nickname, id)');
    await sql('CREATE INDEX IF NOT EXISTS linguists_first_name_trgm_idx ON linguists USING gin (first_name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS linguists_last_name_trgm_idx ON linguists USING gin (last_name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS linguists_email_trgm_idx ON linguists USING gin (email gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS linguist_groups_created_idx ON linguist_groups (created_at DESC, id DESC)');
    await sql('CREATE INDEX IF NOT EXISTS linguist_groups_name_trgm_idx ON linguist_groups USING gin (name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS clients_nickname_trgm_idx ON clients USING gin (nickname gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS clients_first_name_trgm_idx ON clients USING gin (first_name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS clients_last_name_trgm_idx ON clients USING gin (last_name gin_trgm_ops)');
    await sql('CREATE INDEX IF NOT EXISTS client_billing_settings_company_trgm_idx ON client_billing_settings USING gin (company_name gin_trgm_ops)');
  },
};
