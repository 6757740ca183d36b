import type { Migration } from '../migrate.js';

/**
 * The linguist search reads its pages along an index of its sort key and stops after one page (decision 034).
 * That needs every linguist to have a row of statistics and a lowest price per currency in a table of its own:
 * a sort key computed per row, or a row that may be missing, makes PostgreSQL sort every linguist first.
 */
export const m0024LinguistSearchKeys: Migration = {
  name: '0024-linguist-search-keys',
  async up({ sql }) {
    // A trigger rather than each account use case: registration (auth), staff (linguists) and imports all
    // create linguists, and a linguist missing here would silently drop out of every search.
    await sql(`
      CREATE FUNCTION linguist_stats_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO linguist_stats (linguist_id) VALUES (NEW.id) ON CONFLICT (linguist_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await sql('CREATE TRIGGER linguists_stats_row AFTER INSERT ON linguists FOR EACH ROW EXECUTE FUNCTION linguist_stats_row()');
    await sql('INSERT INTO linguist_stats (linguist_id) SELECT id FROM linguists ON CONFLICT (linguist_id) DO NOTHING');

    // The search's default order, whole: rating, then orders, then id, so ties cost no sort either.
    await sql('DROP INDEX IF EXISTS linguist_stats_rating_idx');
    await sql('CREATE INDEX linguist_stats_rating_idx ON linguist_stats (rating DESC NULLS LAST, total_orders DESC, linguist_id)');

    // Pricing's table: a linguist's lowest price per word per currency, kept by the price table's trigger so no
    // writer of prices (her settings, staff, a level change, the benchmark's loader) can leave it stale.
    await sql(`
      CREATE TABLE linguist_price_floors (
        linguist_id integer NOT NULL REFERENCES linguists(id) ON DELETE CASCADE,
        currency_id integer NOT NULL REFERENCES currencies(id),
        price_per_word numeric(12,6) NOT NULL,
        PRIMARY KEY (linguist_id, currency_id)
      )`);
    await sql('CREATE INDEX linguist_price_floors_sort_idx ON linguist_price_floors (currency_id, price_per_word, linguist_id)');
    await sql(`
      CREATE FUNCTION linguist_price_floor(p_linguist integer, p_currency integer) RETURNS void LANGUAGE sql AS $$
        WITH floor AS (SELECT min(price_per_word) AS price FROM linguist_prices WHERE linguist_id = p_linguist AND currency_id = p_currency),
             gone AS (DELETE FROM linguist_price_floors f USING floor
                       WHERE floor.price IS NULL AND f.linguist_id = p_linguist AND f.currency_id = p_currency)
        INSERT INTO linguist_price_floors (linguist_id, currency_id, price_per_word)
        SELECT p_linguist, p_currency, floor.price FROM floor WHERE floor.price IS NOT NULL
        ON CONFLICT (linguist_id, currency_id) DO UPDATE SET price_per_word = EXCLUDED.price_per_word
      $$`);
    await sql(`
      CREATE FUNCTION linguist_prices_floor() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- an UPDATE that keeps linguist and currency is recomputed by OLD's key, which reads the new row
        IF TG_OP <> 'INSERT' THEN PERFORM linguist_price_floor(OLD.linguist_id, OLD.currency_id); END IF;
        IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.linguist_id, NEW.currency_id) IS DISTINCT FROM (OLD.linguist_id, OLD.currency_id)) THEN
          PERFORM linguist_price_floor(NEW.linguist_id, NEW.currency_id);
        END IF;
        RETURN NULL;
      END $$`);
    await sql('CREATE TRIGGER linguist_prices_floor AFTER INSERT OR UPDATE OR DELETE ON linguist_prices FOR EACH ROW EXECUTE FUNCTION linguist_prices_floor()');
    await sql(`
      INSERT INTO linguist_price_floors (linguist_id, currency_id, price_per_word)
      SELECT linguist_id, currency_id, min(price_per_word) FROM linguist_prices GROUP BY linguist_id, currency_id`);
  },
};
