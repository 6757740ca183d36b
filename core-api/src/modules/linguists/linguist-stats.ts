import type { Transaction } from 'sequelize';
import { database, preparedSelect } from '../../shared/database.js';

/** Decision 027's figures over the orders `o` (a linguist's). */
const FIGURES_OF_ORDERS = `
  count(*) FILTER (WHERE o.status = 'accepted')::int AS total_orders,
  count(*) FILTER (WHERE o.status IN ('accepted', 'rejected', 'canceled'))::int AS finished_orders,
  round(avg((o.rating_content + o.rating_form + o.rating_readability + o.rating_communication) / 4.0)
        FILTER (WHERE o.status = 'accepted' AND o.rating_content IS NOT NULL), 2) AS rating`;

/**
 * What a linguist's orders say of her (decision 027), over the orders she wrote or proofread:
 * total = accepted orders; finished = accepted, rejected or canceled while she held them;
 * success rate = total / finished; rating = the mean of the four client ratings of her accepted orders.
 * `:linguistIds` null means every linguist.
 */
const STATS_OF_LINGUISTS = `
  SELECT w.linguist_id, ${FIGURES_OF_ORDERS}
    FROM (SELECT id, writer_id AS linguist_id FROM orders WHERE writer_id IS NOT NULL
          UNION ALL
          SELECT id, proofreader_id FROM orders WHERE proofreader_id IS NOT NULL) w
    JOIN orders o ON o.id = w.id
   WHERE :linguistIds::int[] IS NULL OR w.linguist_id = ANY(:linguistIds::int[])
   GROUP BY w.linguist_id`;

/**
 * The same figures for one linguist, from her rows as the writer and proofreader indexes find them: no second
 * read of each order by its id, and a plan cheap enough that PostgreSQL starts no parallel workers for it, whose
 * start took 8 of the 11 ms of the largest client's linguist's profile (issue 18).
 */
const STATS_OF_ONE_LINGUIST = `
  SELECT ${FIGURES_OF_ORDERS}
    FROM (SELECT status, rating_content, rating_form, rating_readability, rating_communication FROM orders WHERE writer_id = :linguistId::int
          UNION ALL
          SELECT status, rating_content, rating_form, rating_readability, rating_communication FROM orders WHERE proofreader_id = :linguistId::int) o`;

/**
 * Rewrites the cached statistics the search sorts by, for the given linguists or all of them. A linguist
 * whose orders are gone keeps a row of zeros, so the search never shows a stale rating.
 */
export async function refreshLinguistStats(linguistIds: number[] | null = null, transaction?: Transaction): Promise<void> {
  await database().query(
    `WITH fresh AS (${STATS_OF_LINGUISTS})
     INSERT INTO linguist_stats AS s (linguist_id, total_orders, finished_orders, success_rate, rating, refreshed_at)
     SELECT l.id, COALESCE(f.total_orders, 0), COALESCE(f.finished_orders, 0),
            CASE WHEN f.finished_orders > 0 THEN round(f.total_orders::numeric / f.finished_orders, 4) END, f.rating, now()
       FROM linguists l LEFT JOIN fresh f ON f.linguist_id = l.id
      WHERE :linguistIds::int[] IS NULL OR l.id = ANY(:linguistIds::int[])
     ON CONFLICT (linguist_id) DO UPDATE
        SET total_orders = EXCLUDED.total_orders, finished_orders = EXCLUDED.finished_orders,
            success_rate = EXCLUDED.success_rate, rating = EXCLUDED.rating, refreshed_at = EXCLUDED.refreshed_at`,
    { replacements: { linguistIds: linguistIds === null ? null : `{${linguistIds.join(',')}}` }, transaction },
  );
}

export interface LiveLinguistStats {
  totalOrders: number;
  successRate: number | null;
  rating: number | null;
}

/** One linguist's statistics as of now, for her profile: a prepared statement (decision 078). */
export async function liveLinguistStats(linguistId: number): Promise<LiveLinguistStats> {
  const [row] = await preparedSelect<{ total_orders: number; finished_orders: number; rating: string | null }>(STATS_OF_ONE_LINGUIST, { linguistId });
  if (!row) return { totalOrders: 0, successRate: null, rating: null };
  return {
    totalOrders: row.total_orders,
    successRate: row.finished_orders > 0 ? Math.round((row.total_orders / row.finished_orders) * 10_000) / 10_000 : null,
    rating: row.rating === null ? null : Number(row.rating),
  };
}
