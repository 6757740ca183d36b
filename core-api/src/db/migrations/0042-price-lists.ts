import type { Migration } from '../migrate.js';

const EPOCH = "DATE '1970-01-01'";
const GROUP_CHECK = "CHECK (language_group IS NULL OR (language_group <> '' AND language_group = btrim(language_group)))";

/**
 * Price lists with effective dates (decision 053). The system list gains a language group (null: every group
 * without a row of its own) and an effective-from day; a client's prices become the positions of its one client
 * price list, dated the same way. Rows that exist become positions for every group in force since the epoch, so
 * every price is what it was. Rows are never rewritten once in force: a change is a new row from a later day.
 */
export const m0042PriceLists: Migration = {
  name: '0042-price-lists',
  async up({ sql }) {
    await sql(`
      ALTER TABLE system_prices
        ADD COLUMN language_group text ${GROUP_CHECK},
        ADD COLUMN effective_from date NOT NULL DEFAULT ${EPOCH},
        ADD COLUMN created_by integer REFERENCES admins(id) ON DELETE SET NULL`);
    await sql('ALTER TABLE system_prices ALTER COLUMN effective_from DROP DEFAULT');
    await sql('ALTER TABLE system_prices DROP CONSTRAINT system_prices_currency_id_service_level_code_key');
    await sql(`CREATE UNIQUE INDEX system_prices_key ON system_prices (currency_id, service, level_code, coalesce(language_group, ''), effective_from)`);

    await sql(`
      CREATE TABLE client_price_lists (
        id serial PRIMARY KEY,
        client_id integer NOT NULL UNIQUE REFERENCES clients(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by integer REFERENCES admins(id) ON DELETE SET NULL
      )`);
    await sql('INSERT INTO client_price_lists (client_id) SELECT DISTINCT client_id FROM client_prices ORDER BY client_id');
    await sql(`
      ALTER TABLE client_prices
        ADD COLUMN price_list_id integer REFERENCES client_price_lists(id) ON DELETE CASCADE,
        ADD COLUMN effective_from date NOT NULL DEFAULT ${EPOCH},
        ADD COLUMN created_by integer REFERENCES admins(id) ON DELETE SET NULL,
        ADD ${GROUP_CHECK}`);
    await sql('UPDATE client_prices p SET price_list_id = l.id FROM client_price_lists l WHERE l.client_id = p.client_id');
    await sql('ALTER TABLE client_prices ALTER COLUMN price_list_id SET NOT NULL, ALTER COLUMN effective_from DROP DEFAULT');
    await sql('DROP INDEX client_prices_key');
    await sql('ALTER TABLE client_prices DROP COLUMN client_id');
    await sql(`CREATE UNIQUE INDEX client_prices_key ON client_prices (price_list_id, service, level_code, coalesce(language_group, ''), effective_from)`);
  },
};
