import type { Migration } from '../migrate.js';

/** Serialises compactions of order_status_counts; an arbitrary constant of this migration. */
export const ORDER_COUNTS_COMPACTION_LOCK = 72_410_012;

/**
 * What the order lists need at a million orders (decision 019, measured by bench/query-latency.mjs):
 *
 * - indexes for each list's filter and newest-first order, so a page is read from an index and its total is
 *   counted from one (index-only where the visibility map allows);
 * - trigram search on titles, for the admin lists that search every client's orders;
 * - `order_status_counts`, the number of orders per status and language, so the admin lists' totals
 *   (hundreds of thousands of orders) are a sum over a few hundred rows instead of a count over the table.
 *
 * The counts are written by statement triggers as delta rows, never updated in place: concurrent order
 * changes append and do not wait for each other, so a counter adds no lock and no deadlock to the order
 * lifecycle. Now and then a writer folds the deltas into one row per key, skipping the fold when another
 * transaction is folding already. Readers sum the rows of their snapshot, which is exact at every moment.
 *
 * On a large live database, build the indexes with CREATE INDEX CONCURRENTLY before deploying: the
 * IF NOT EXISTS below then keeps them instead of building them again under a lock.
 */
export const m0012ListIndexes: Migration = {
  name: '0012-list-indexes',
  async up({ sql }) {
    // Admin lists: one status or a few, newest first; counts of a status by index-only scan.
    await sql('CREATE INDEX IF NOT EXISTS orders_status_created_idx ON orders (status, created_at DESC, id DESC)');
    // Admin lists over most orders (completed) walk every order newest first; status and language are read from
    // the index itself, so deep pages skip index entries, not table rows.
    await sql('CREATE INDEX IF NOT EXISTS orders_created_idx ON orders (created_at DESC, id DESC) INCLUDE (status, language_id)');
    // A project's derived status and its prices per currency, and the project filters by its orders' level and
    // service (probed project by project), from the index alone.
    await sql(`
      CREATE INDEX IF NOT EXISTS orders_project_summary_idx ON orders (project_id, status)
        INCLUDE (currency, price_final, price_max, client_id, level_code, with_proofreading)`);
    // The client's Orders tab filters.
    await sql('CREATE INDEX IF NOT EXISTS orders_client_language_idx ON orders (client_id, language_id, created_at DESC, id DESC)');
    await sql('CREATE INDEX IF NOT EXISTS orders_client_accepted_idx ON orders (client_id, accepted_at) WHERE accepted_at IS NOT NULL');
    await sql('CREATE INDEX IF NOT EXISTS orders_client_deadline_idx ON orders (client_id, deadline_at) WHERE deadline_at IS NOT NULL');

    // pg_trgm is a trusted extension: the database owner may create it without superuser rights.
    await sql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await sql('CREATE INDEX IF NOT EXISTS orders_title_trgm_idx ON orders USING gin (title gin_trgm_ops)');

    await sql(`
      CREATE TABLE order_status_counts (
        id bigserial PRIMARY KEY,
        status text NOT NULL,
        language_id integer NOT NULL,
        orders bigint NOT NULL
      )`);
    await sql('CREATE INDEX order_status_counts_key_idx ON order_status_counts (status, language_id) INCLUDE (orders)');

    await sql(`
      CREATE FUNCTION order_status_counts_compact() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        -- about one write in fifty folds, and never waits: a fold already running covers this one
        IF random() >= 0.02 OR NOT pg_try_advisory_xact_lock(${ORDER_COUNTS_COMPACTION_LOCK}) THEN
          RETURN;
        END IF;
        WITH folded AS (DELETE FROM order_status_counts RETURNING status, language_id, orders)
        INSERT INTO order_status_counts (status, language_id, orders)
        SELECT status, language_id, sum(orders) FROM folded GROUP BY status, language_id HAVING sum(orders) <> 0;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_status_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO order_status_counts (status, language_id, orders)
        SELECT status, language_id, count(*) FROM inserted_orders GROUP BY status, language_id;
        PERFORM order_status_counts_compact();
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_status_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO order_status_counts (status, language_id, orders)
        SELECT status, language_id, sum(delta)
          FROM (
            SELECT n.status, n.language_id, 1 AS delta FROM updated_orders n JOIN previous_orders o ON o.id = n.id
             WHERE (o.status, o.language_id) IS DISTINCT FROM (n.status, n.language_id)
            UNION ALL
            SELECT o.status, o.language_id, -1 FROM updated_orders n JOIN previous_orders o ON o.id = n.id
             WHERE (o.status, o.language_id) IS DISTINCT FROM (n.status, n.language_id)
          ) d
         GROUP BY status, language_id
        HAVING sum(delta) <> 0;
        IF FOUND THEN
          PERFORM order_status_counts_compact();
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_status_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO order_status_counts (status, language_id, orders)
        SELECT status, language_id, -count(*) FROM deleted_orders GROUP BY status, language_id;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_status_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM order_status_counts;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER orders_count_inserted AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_insert()`);
    await sql(`
      CREATE TRIGGER orders_count_updated AFTER UPDATE ON orders
        REFERENCING OLD TABLE AS previous_orders NEW TABLE AS updated_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_update()`);
    await sql(`
      CREATE TRIGGER orders_count_deleted AFTER DELETE ON orders
        REFERENCING OLD TABLE AS deleted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_delete()`);
    await sql('CREATE TRIGGER orders_count_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_status_counts_on_truncate()');

    // The orders that exist already, counted while writers wait (the triggers count everything after).
    await sql('LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE');
    await sql(`
      INSERT INTO order_status_counts (status, language_id, orders)
      SELECT status, language_id, count(*) FROM orders GROUP BY status, language_id`);
  },
};
