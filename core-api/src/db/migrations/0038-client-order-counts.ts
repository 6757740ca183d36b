import type { Migration } from '../migrate.js';
import { EMAIL_TEMPLATE_DEFAULTS } from '../../modules/notifications/data/email-templates.js';

/** Serialises compactions of client_order_status_counts; an arbitrary constant of this migration. */
export const CLIENT_ORDER_COUNTS_COMPACTION_LOCK = 72_410_038;

/**
 * The client dashboard's sidebar figures (decision 049): a client's orders per status and whether they were ever
 * revised, kept the way order_status_counts (0012) keeps the platform's per language. That table has no client,
 * so this one is its per-client twin: statement triggers append delta rows (no lock, no deadlock added to the
 * lifecycle), a writer now and then folds them into one row per key, and a reader sums the rows of its snapshot,
 * which is exact at every moment and a few dozen rows however many orders the client has. It also stores the
 * mail that tells a linguist the client extended her deadline.
 */
export const m0038ClientOrderCounts: Migration = {
  name: '0038-client-order-counts',
  async up({ sql, sequelize, transaction }) {
    for (const [language, { subject, body }] of Object.entries(EMAIL_TEMPLATE_DEFAULTS['deadline-extended'])) {
      await sequelize.query(
        `INSERT INTO email_templates (template_id, language, subject, body) VALUES ('deadline-extended', :language, :subject, :body)
         ON CONFLICT (template_id, language) DO NOTHING`,
        { replacements: { language, subject, body }, transaction },
      );
    }

    await sql(`
      CREATE TABLE client_order_status_counts (
        id bigserial PRIMARY KEY,
        client_id integer NOT NULL,
        status text NOT NULL,
        revised boolean NOT NULL,
        orders bigint NOT NULL
      )`);
    await sql('CREATE INDEX client_order_status_counts_key_idx ON client_order_status_counts (client_id, status, revised) INCLUDE (orders)');

    await sql(`
      CREATE FUNCTION client_order_status_counts_compact() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        IF random() >= 0.02 OR NOT pg_try_advisory_xact_lock(${CLIENT_ORDER_COUNTS_COMPACTION_LOCK}) THEN
          RETURN;
        END IF;
        WITH folded AS (DELETE FROM client_order_status_counts RETURNING client_id, status, revised, orders)
        INSERT INTO client_order_status_counts (client_id, status, revised, orders)
        SELECT client_id, status, revised, sum(orders) FROM folded GROUP BY client_id, status, revised HAVING sum(orders) <> 0;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION client_order_status_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO client_order_status_counts (client_id, status, revised, orders)
        SELECT client_id, status, revisions_count > 0, count(*) FROM inserted_orders GROUP BY 1, 2, 3;
        PERFORM client_order_status_counts_compact();
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION client_order_status_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO client_order_status_counts (client_id, status, revised, orders)
        SELECT client_id, status, revised, sum(delta)
          FROM (
            SELECT n.client_id, n.status, n.revisions_count > 0 AS revised, 1 AS delta
              FROM updated_orders n JOIN previous_orders o ON o.id = n.id
             WHERE (o.client_id, o.status, o.revisions_count > 0) IS DISTINCT FROM (n.client_id, n.status, n.revisions_count > 0)
            UNION ALL
            SELECT o.client_id, o.status, o.revisions_count > 0, -1
              FROM updated_orders n JOIN previous_orders o ON o.id = n.id
             WHERE (o.client_id, o.status, o.revisions_count > 0) IS DISTINCT FROM (n.client_id, n.status, n.revisions_count > 0)
          ) d
         GROUP BY client_id, status, revised
        HAVING sum(delta) <> 0;
        IF FOUND THEN
          PERFORM client_order_status_counts_compact();
        END IF;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION client_order_status_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        INSERT INTO client_order_status_counts (client_id, status, revised, orders)
        SELECT client_id, status, revisions_count > 0, -count(*) FROM deleted_orders GROUP BY 1, 2, 3;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION client_order_status_counts_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM client_order_status_counts;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER orders_client_count_inserted AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted_orders FOR EACH STATEMENT EXECUTE FUNCTION client_order_status_counts_on_insert()`);
    await sql(`
      CREATE TRIGGER orders_client_count_updated AFTER UPDATE ON orders
        REFERENCING OLD TABLE AS previous_orders NEW TABLE AS updated_orders FOR EACH STATEMENT EXECUTE FUNCTION client_order_status_counts_on_update()`);
    await sql(`
      CREATE TRIGGER orders_client_count_deleted AFTER DELETE ON orders
        REFERENCING OLD TABLE AS deleted_orders FOR EACH STATEMENT EXECUTE FUNCTION client_order_status_counts_on_delete()`);
    await sql(
      'CREATE TRIGGER orders_client_count_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION client_order_status_counts_on_truncate()',
    );

    // The orders that exist already, counted while writers wait (the triggers count everything after).
    await sql('LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE');
    await sql(`
      INSERT INTO client_order_status_counts (client_id, status, revised, orders)
      SELECT client_id, status, revisions_count > 0, count(*) FROM orders GROUP BY 1, 2, 3`);
  },
};
