import { QueryTypes, type Sequelize } from 'sequelize';
import type { ClientOrderStats, OrderStatistics } from '@inkwell/contracts';
import type { Caller } from '../../http/authenticate.js';
import { getOrder } from './order-queries.service.js';
import { FINAL, statusList, statusesOfClientViews } from './order-queries.sql.js';

/**
 * The figures of decision 049: one order's statistics from its history, and a client's dashboard figures from
 * client_order_status_counts (migration 0038) so they cost the same at a thousand orders and at a million.
 */

interface StatisticsRow {
  words: number | null;
  time_to_take: number | null;
  time_to_deliver: number | null;
  revisions: number;
}

/** GET /{role}/order/:id/statistics for whoever may read the order; words only once a text reached the client. */
export async function getOrderStatistics(db: Sequelize, caller: Caller, orderId: number): Promise<OrderStatistics> {
  await getOrder(db, caller, orderId);
  const [row] = await db.query<StatisticsRow>(
    `SELECT o.revisions_count AS revisions,
            CASE WHEN d.delivered_at IS NULL THEN NULL
                 ELSE COALESCE(o.final_words, (SELECT t.words FROM order_texts t
                                                WHERE t.order_id = o.id AND t.version > 0 ORDER BY t.version DESC LIMIT 1)) END AS words,
            round(extract(epoch FROM tk.taken_at - o.created_at))::int AS time_to_take,
            round(extract(epoch FROM d.delivered_at - o.created_at))::int AS time_to_deliver
       FROM orders o
       CROSS JOIN LATERAL (SELECT min(h.created_at) AS taken_at FROM order_history h
                            WHERE h.order_id = o.id AND h.action = 'take' AND h.from_status = 'open') tk
       CROSS JOIN LATERAL (SELECT min(h.created_at) AS delivered_at FROM order_history h
                            WHERE h.order_id = o.id AND h.to_status = 'ready_for_client') d
      WHERE o.id = :orderId`,
    { type: QueryTypes.SELECT, replacements: { orderId } },
  );
  return { words: row?.words ?? null, timeToTakeSeconds: row?.time_to_take ?? null, timeToDeliverSeconds: row?.time_to_deliver ?? null, revisions: row?.revisions ?? 0 };
}

const sumOf = (statuses: string) => `COALESCE(sum(c.orders) FILTER (WHERE c.status IN (${statuses})), 0)::int`;

interface CountsRow {
  open: number;
  processing: number;
  ready: number;
  accepted: number;
  canceled: number;
  rejected: number;
  total: number;
  revised: number;
}

/** A fraction of the total with four decimals (the app shows it ×100); 0 for a client without orders. */
function rateOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 10_000) / 10_000;
}

/**
 * GET /client/orders/stats: the client's orders per view (completed split into its three outcomes, so the six
 * add up to total), the share of them canceled, revised at least once and rejected, and its projects.
 */
export async function getClientOrderStats(db: Sequelize, clientId: number): Promise<ClientOrderStats> {
  const [counts] = await db.query<CountsRow>(
    `SELECT ${sumOf(statusList(statusesOfClientViews(['open'])))} AS open,
            ${sumOf(statusList(statusesOfClientViews(['processing'])))} AS processing,
            ${sumOf(statusList(statusesOfClientViews(['ready'])))} AS ready,
            ${sumOf("'accepted'")} AS accepted,
            ${sumOf("'canceled'")} AS canceled,
            ${sumOf("'rejected'")} AS rejected,
            COALESCE(sum(c.orders), 0)::int AS total,
            COALESCE(sum(c.orders) FILTER (WHERE c.revised), 0)::int AS revised
       FROM client_order_status_counts c WHERE c.client_id = :clientId`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  // A project is done once it has orders and all are final (the derived status of project-queries); the rest are active.
  const [projects] = await db.query<{ active: number; total: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM orders x WHERE x.project_id = p.id)
                               OR EXISTS (SELECT 1 FROM orders x WHERE x.project_id = p.id AND x.status NOT IN (${FINAL})))::int AS active
       FROM projects p WHERE p.client_id = :clientId`,
    { type: QueryTypes.SELECT, replacements: { clientId } },
  );
  const { revised, ...byStatus } = counts!;
  return {
    ...byStatus,
    cancellations: rateOf(byStatus.canceled, byStatus.total),
    revisions: rateOf(revised, byStatus.total),
    rejections: rateOf(byStatus.rejected, byStatus.total),
    projects: { active: projects?.active ?? 0, total: projects?.total ?? 0 },
  };
}
