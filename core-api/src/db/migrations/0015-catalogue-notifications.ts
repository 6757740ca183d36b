import type { Migration } from '../migrate.js';

/** The tables core-api keeps in memory (decision 024): the reference catalogues and the system price list. */
const CATALOGUE_TABLES = [
  'currencies',
  'languages',
  'levels',
  'countries',
  'text_topics',
  'text_types',
  'industry_expertises',
  'academic_degrees',
  'academic_fields',
  'system_prices',
];

/**
 * Every committed change to a catalogue table notifies the channel inkwell_catalogue with the table's name, so
 * each core-api instance re-reads that table (decision 024). Statement-level, so a bulk edit sends one
 * notification, and PostgreSQL folds repeats within one transaction into one.
 */
export const m0015CatalogueNotifications: Migration = {
  name: '0015-catalogue-notifications',
  async up({ sql }) {
    await sql(`
      CREATE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('inkwell_catalogue', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const table of CATALOGUE_TABLES) {
      await sql(`
        CREATE TRIGGER ${table}_catalogue_change
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change()`);
    }
  },
};
