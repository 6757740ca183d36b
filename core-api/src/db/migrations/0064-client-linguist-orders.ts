import type { Migration } from '../migrate.js';

/** Serialises compactions of client_linguist_orders; an arbitrary constant of this migration. */
export const CLIENT_LINGUIST_ORDERS_COMPACTION_LOCK = 72_410_064;

/** Each (client, linguist) pair of the orders `rows` with +1 or -1 per order she writes or proofreads for the client. */
const pairsOf = (rows: string, sign: '' | '-') => `
  SELECT client_id, linguist_id, ${sign}count(*) AS orders
    FROM (SELECT client_id, writer_id AS linguist_id FROM ${rows} WHERE writer_id IS NOT NULL
          UNION ALL
          SELECT client_id, proofreader_id FROM ${rows} WHERE proofreader_id IS NOT NULL) p
   GROUP BY client_id, linguist_id`;

/**
 * The linguists each client worked with (issue 18): how many of her orders each wrote or proofread, so "worked
 * with me" and the dashboard's count read one index entry per linguist instead of every order of the client (the
 * largest client's 39,787 writer and proofreader entries hashed into 12,573 linguists on each call). Kept as
 * client_order_status_counts (0038) is: statement triggers append delta rows without taking a lock, and a writer
 * that finds the compaction lock free folds the pairs its statement touched into one row each. A pair is a
 * linguist worked with while its rows sum to more than zero.
 */
export const m0064ClientLinguistOrders: Migration = {
  name: '0064-client-linguist-orders',
  async up({ sql }) {
    await sql(`
      CREATE TABLE client_linguist_orders (
        id bigserial PRIMARY KEY,
        client_id integer NOT NULL,
        linguist_id integer NOT NULL,
        orders bigint NOT NULL
      )`);
    await sql('CREATE INDEX client_linguist_orders_key_idx ON client_linguist_orders (client_id, linguist_id) INCLUDE (orders)');

    await sql(`
      CREATE FUNCTION client_linguist_orders_compact(clients integer[], linguists integer[]) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NOT pg_try_advisory_xact_lock(${CLIENT_LINGUIST_ORDERS_COMPACTION_LOCK}) THEN
          RETURN;
        END IF;
        WITH folded AS (
          DELETE FROM client_linguist_orders c USING unnest(clients, linguists) AS t(client_id, linguist_id)
           WHERE c.client_id = t.client_id AND c.linguist_id = t.linguist_id
          RETURNING c.client_id, c.linguist_id, c.orders
        )
        INSERT INTO client_linguist_orders (client_id, linguist_id, orders)
        SELECT client_id, linguist_id, sum(orders) FROM folded GROUP BY client_id, linguist_id HAVING sum(orders) <> 0;
      END
      $fn$`);
    // A statement's deltas go in, then its pairs are folded: each pair keeps about one row however often it changes.
    const appendAndFold = (deltas: string) => `
      DECLARE
        clients integer[];
        linguists integer[];
      BEGIN
        WITH added AS (
          INSERT INTO client_linguist_orders (client_id, linguist_id, orders)
          SELECT client_id, linguist_id, sum(orders) FROM (${deltas}) d GROUP BY client_id, linguist_id HAVING sum(orders) <> 0
          RETURNING client_id, linguist_id
        )
        SELECT array_agg(client_id), array_agg(linguist_id) INTO clients, linguists FROM added;
        IF clients IS NOT NULL THEN
          PERFORM client_linguist_orders_compact(clients, linguists);
        END IF;
        RETURN NULL;
      END`;
    await sql(`CREATE FUNCTION client_linguist_orders_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$ ${appendAndFold(pairsOf('inserted_orders', ''))} $fn$`);
    // Only orders whose client, writer or proofreader changed: a status change touches no pair.
    const changed = (side: 'n' | 'o') => `
      (SELECT ${side}.* FROM updated_orders n JOIN previous_orders o ON o.id = n.id
        WHERE (o.client_id, o.writer_id, o.proofreader_id) IS DISTINCT FROM (n.client_id, n.writer_id, n.proofreader_id)) ${side === 'n' ? 'after_change' : 'before_change'}`;
    await sql(`
      CREATE FUNCTION client_linguist_orders_on_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      ${appendAndFold(`${pairsOf(changed('n'), '')} UNION ALL ${pairsOf(changed('o'), '-')}`)}
      $fn$`);
    await sql(`CREATE FUNCTION client_linguist_orders_on_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$ ${appendAndFold(pairsOf('deleted_orders', '-'))} $fn$`);
    await sql(`
      CREATE FUNCTION client_linguist_orders_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM client_linguist_orders;
        RETURN NULL;
      END
      $fn$`);
    // Also what the scale-data load calls after it loaded orders with the triggers off.
    await sql(`
      CREATE FUNCTION client_linguist_orders_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM client_linguist_orders;
        INSERT INTO client_linguist_orders (client_id, linguist_id, orders) ${pairsOf('orders', '')};
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER orders_client_linguists_inserted AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted_orders FOR EACH STATEMENT EXECUTE FUNCTION client_linguist_orders_on_insert()`);
    await sql(`
      CREATE TRIGGER orders_client_linguists_updated AFTER UPDATE ON orders
        REFERENCING OLD TABLE AS previous_orders NEW TABLE AS updated_orders FOR EACH STATEMENT EXECUTE FUNCTION client_linguist_orders_on_update()`);
    await sql(`
      CREATE TRIGGER orders_client_linguists_deleted AFTER DELETE ON orders
        REFERENCING OLD TABLE AS deleted_orders FOR EACH STATEMENT EXECUTE FUNCTION client_linguist_orders_on_delete()`);
    await sql(
      'CREATE TRIGGER orders_client_linguists_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION client_linguist_orders_on_truncate()',
    );

    // The orders that exist already, counted while writers wait (the triggers count everything after).
    await sql('LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE');
    await sql('SELECT client_linguist_orders_rebuild()');
  },
};
