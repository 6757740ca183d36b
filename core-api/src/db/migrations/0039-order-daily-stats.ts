import type { Migration } from '../migrate.js';

/** Serialises compactions of the two daily-figure tables; an arbitrary constant of this migration. */
export const ORDER_DAILY_STATS_COMPACTION_LOCK = 72_410_039;

/** Deltas for days older than this stay unfolded: they are rare (a PATCH of an old order) and still sum exactly. */
const COMPACTED_DAYS = 7;

/** The rows a compaction folds: the last days and the months they fall in. */
const RECENT = `(level = 'd' AND period >= current_date - ${COMPACTED_DAYS}) OR (level = 'm' AND period >= date_trunc('month', (current_date - ${COMPACTED_DAYS})::timestamp)::date)`;

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

// The settlement's own rounding (pricing's amountAt and payAt: words × rate, half-up to the minor unit once), so a
// day's figures equal what the accept posted to the ledger and the billing position.
const NET = 'round(t.final_words * t.client_price_per_word * 100)::bigint';
const COST = `(CASE WHEN t.writer_id IS NULL THEN 0 ELSE round(t.final_words * t.writer_pay_per_word * 100)::bigint END
             + CASE WHEN t.with_proofreading AND t.proofreader_id IS NOT NULL THEN round(t.final_words * t.proofreader_pay_per_word * 100)::bigint ELSE 0 END)`;

/** Each order's events, `sign` times: created on its creation day; accepted, canceled or rejected on the day it ended. */
function orderEvents(table: string, sign: 1 | -1): string {
  const ended = utcDay('COALESCE(t.completed_at, t.updated_at)');
  return `
    SELECT ${utcDay('t.created_at')} AS day, t.currency, t.language_id, ${sign} AS created, 0 AS accepted, 0 AS canceled, 0 AS rejected,
           0::bigint AS words, 0::bigint AS revenue_net, 0::bigint AS linguist_cost
      FROM ${table} t
    UNION ALL
    SELECT ${utcDay('COALESCE(t.accepted_at, t.completed_at, t.updated_at)')}, t.currency, t.language_id, 0, ${sign}, 0, 0,
           ${sign} * t.final_words::bigint, ${sign} * ${NET}, ${sign} * ${COST}
      FROM ${table} t WHERE t.status = 'accepted' AND t.final_words IS NOT NULL
    UNION ALL
    SELECT ${ended}, t.currency, t.language_id, 0, 0, ${sign}, 0, 0, 0, 0 FROM ${table} t WHERE t.status = 'canceled'
    UNION ALL
    SELECT ${ended}, t.currency, t.language_id, 0, 0, 0, ${sign}, 0, 0, 0 FROM ${table} t WHERE t.status = 'rejected'`;
}

/**
 * An accepted order counts under each industry expertise its writer states at the accept (under none when she
 * states none): expertise belongs to linguists, and an order is attributed to the knowledge that wrote it.
 */
function expertiseEvents(table: string, sign: 1 | -1): string {
  return `
    SELECT ${utcDay('COALESCE(t.accepted_at, t.completed_at, t.updated_at)')} AS day, t.currency, e.industry_expertise_id,
           ${sign} AS accepted, ${sign} * t.final_words::bigint AS words, ${sign} * ${NET} AS revenue_net
      FROM ${table} t LEFT JOIN linguist_industry_expertises e ON e.linguist_id = t.writer_id
     WHERE t.status = 'accepted' AND t.final_words IS NOT NULL`;
}

const LEVELS = "(VALUES ('d'), ('m')) AS l(level)";
const BUCKET = "CASE WHEN l.level = 'd' THEN d.day ELSE date_trunc('month', d.day::timestamp)::date END";

const ORDER_SUMS = `sum(created), sum(accepted), sum(canceled), sum(rejected), sum(words), sum(revenue_net), sum(linguist_cost)`;
const ORDER_NONZERO = `HAVING sum(created) <> 0 OR sum(accepted) <> 0 OR sum(canceled) <> 0 OR sum(rejected) <> 0
                          OR sum(words) <> 0 OR sum(revenue_net) <> 0 OR sum(linguist_cost) <> 0`;
const ORDER_INSERT = 'INSERT INTO order_daily_stats (level, period, currency, language_id, created, accepted, canceled, rejected, words, revenue_net, linguist_cost)';
const EXPERTISE_INSERT = 'INSERT INTO order_daily_expertise_stats (level, period, currency, industry_expertise_id, accepted, words, revenue_net)';
const EXPERTISE_NONZERO = 'HAVING sum(accepted) <> 0 OR sum(words) <> 0 OR sum(revenue_net) <> 0';

/** What an update changes in the figures: only rows whose counted columns changed are looked at twice. */
const COUNTED_COLUMNS = [
  'status', 'currency', 'language_id', 'created_at', 'accepted_at', 'completed_at', 'final_words', 'client_price_per_word',
  'writer_pay_per_word', 'proofreader_pay_per_word', 'writer_id', 'proofreader_id', 'with_proofreading',
];
const changedRows = (alias: 'n' | 'o') => `(SELECT ${alias}.* FROM updated_orders n JOIN previous_orders o ON o.id = n.id
   WHERE (${COUNTED_COLUMNS.map((c) => `o.${c}`).join(', ')}) IS DISTINCT FROM (${COUNTED_COLUMNS.map((c) => `n.${c}`).join(', ')}))`;

/**
 * The admin dashboard's figures (decision 050): orders created, accepted, canceled and rejected, accepted words,
 * net revenue and linguist cost per currency and language, and accepted orders per currency and writer's industry
 * expertise, each per UTC day (level 'd') and per month (level 'm'). As order_status_counts (0012) and
 * client_order_status_counts (0038): statement triggers append delta rows in the order's own transaction (no hot
 * row, no lock added to the lifecycle), a writer now and then folds the recent rows into one per key, and a reader
 * sums the rows of its snapshot — exact at every moment. A range reads its whole months' rows and its edges' days,
 * so a year costs a few hundred rows per language however many orders there are.
 */
export const m0039OrderDailyStats: Migration = {
  name: '0039-order-daily-stats',
  async up({ sql }) {
    await sql(`
      CREATE TABLE order_daily_stats (
        id bigserial PRIMARY KEY,
        level char(1) NOT NULL CHECK (level IN ('d', 'm')),
        period date NOT NULL,
        currency char(3) NOT NULL,
        language_id integer NOT NULL,
        created bigint NOT NULL,
        accepted bigint NOT NULL,
        canceled bigint NOT NULL,
        rejected bigint NOT NULL,
        words bigint NOT NULL,
        revenue_net bigint NOT NULL,
        linguist_cost bigint NOT NULL
      )`);
    await sql(
      'CREATE INDEX order_daily_stats_period_idx ON order_daily_stats (currency, level, period) INCLUDE (language_id, created, accepted, canceled, rejected, words, revenue_net, linguist_cost)',
    );
    await sql(`
      CREATE TABLE order_daily_expertise_stats (
        id bigserial PRIMARY KEY,
        level char(1) NOT NULL CHECK (level IN ('d', 'm')),
        period date NOT NULL,
        currency char(3) NOT NULL,
        industry_expertise_id integer,
        accepted bigint NOT NULL,
        words bigint NOT NULL,
        revenue_net bigint NOT NULL
      )`);
    await sql(
      'CREATE INDEX order_daily_expertise_stats_period_idx ON order_daily_expertise_stats (currency, level, period) INCLUDE (industry_expertise_id, accepted, words, revenue_net)',
    );

    await sql(`
      CREATE FUNCTION order_daily_stats_compact() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        IF random() >= 0.02 OR NOT pg_try_advisory_xact_lock(${ORDER_DAILY_STATS_COMPACTION_LOCK}) THEN
          RETURN;
        END IF;
        WITH folded AS (DELETE FROM order_daily_stats WHERE ${RECENT}
                        RETURNING level, period, currency, language_id, created, accepted, canceled, rejected, words, revenue_net, linguist_cost)
        ${ORDER_INSERT}
        SELECT level, period, currency, language_id, ${ORDER_SUMS} FROM folded GROUP BY level, period, currency, language_id ${ORDER_NONZERO};
        WITH folded AS (DELETE FROM order_daily_expertise_stats WHERE ${RECENT}
                        RETURNING level, period, currency, industry_expertise_id, accepted, words, revenue_net)
        ${EXPERTISE_INSERT}
        SELECT level, period, currency, industry_expertise_id, sum(accepted), sum(words), sum(revenue_net)
          FROM folded GROUP BY level, period, currency, industry_expertise_id ${EXPERTISE_NONZERO};
      END
      $fn$`);

    // Every event lands twice: in its day and in its month, so a long range sums months and only its edges' days.
    const insertDeltas = (newRows: string, oldRows: string) => `
        ${ORDER_INSERT}
        SELECT l.level, ${BUCKET}, currency, language_id, ${ORDER_SUMS}
          FROM (${[newRows && orderEvents(newRows, 1), oldRows && orderEvents(oldRows, -1)].filter(Boolean).join(' UNION ALL ')}) d
         CROSS JOIN ${LEVELS}
         GROUP BY 1, 2, currency, language_id ${ORDER_NONZERO};
        ${EXPERTISE_INSERT}
        SELECT l.level, ${BUCKET}, currency, industry_expertise_id, sum(accepted), sum(words), sum(revenue_net)
          FROM (${[newRows && expertiseEvents(newRows, 1), oldRows && expertiseEvents(oldRows, -1)].filter(Boolean).join(' UNION ALL ')}) d
         CROSS JOIN ${LEVELS}
         GROUP BY 1, 2, currency, industry_expertise_id ${EXPERTISE_NONZERO};`;

    await sql(`
      CREATE FUNCTION order_daily_stats_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        ${insertDeltas('inserted_orders', '')}
        PERFORM order_daily_stats_compact();
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_daily_stats_on_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF NOT EXISTS ${changedRows('n')} THEN
          RETURN NULL;
        END IF;
        ${insertDeltas(changedRows('n'), changedRows('o'))}
        PERFORM order_daily_stats_compact();
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_daily_stats_on_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        ${insertDeltas('', 'deleted_orders')}
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION order_daily_stats_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM order_daily_stats;
        DELETE FROM order_daily_expertise_stats;
        RETURN NULL;
      END
      $fn$`);
    // Also what the scale-data load calls after it loaded orders with the triggers off.
    await sql(`
      CREATE FUNCTION order_daily_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM order_daily_stats;
        DELETE FROM order_daily_expertise_stats;
        ${insertDeltas('orders', '')}
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER orders_daily_stats_inserted AFTER INSERT ON orders
        REFERENCING NEW TABLE AS inserted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_on_insert()`);
    await sql(`
      CREATE TRIGGER orders_daily_stats_updated AFTER UPDATE ON orders
        REFERENCING OLD TABLE AS previous_orders NEW TABLE AS updated_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_on_update()`);
    await sql(`
      CREATE TRIGGER orders_daily_stats_deleted AFTER DELETE ON orders
        REFERENCING OLD TABLE AS deleted_orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_on_delete()`);
    await sql('CREATE TRIGGER orders_daily_stats_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION order_daily_stats_on_truncate()');

    // The orders that exist already, counted while writers wait (the triggers count everything after).
    await sql('LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE');
    await sql('SELECT order_daily_stats_rebuild()');
  },
};
