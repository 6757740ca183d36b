import { QueryTypes } from 'sequelize';
import type { LinguistOrderStats, OrderStatus } from '@inkwell/contracts';
import { database } from '../../shared/database.js';

interface StatusRow {
  status: OrderStatus;
  count: number;
  rated: number;
  rating: string | null;
  content: string | null;
  form: string | null;
  readability: string | null;
  communication: string | null;
}

const decimal = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
const rateOf = (count: number, finished: number) => (finished > 0 ? Math.round((count / finished) * 10_000) / 10_000 : null);

/**
 * What the orders she wrote or proofread say of her (decisions 027, 029): every client's, or only `clientId`'s.
 * Read through the writer and proofreader indexes, so one linguist costs her own orders only.
 */
export async function orderStatsOf(linguistId: number, clientId: number | null = null): Promise<LinguistOrderStats> {
  const forClient = 'AND (:clientId::int IS NULL OR client_id = :clientId)';
  const rows = await database().query<StatusRow>(
    `WITH held AS (
       SELECT id FROM orders WHERE writer_id = :linguistId ${forClient}
       UNION SELECT id FROM orders WHERE proofreader_id = :linguistId ${forClient}
     )
     SELECT o.status, count(*)::int AS count,
            (count(*) FILTER (WHERE o.rating_content IS NOT NULL))::int AS rated,
            round(avg((o.rating_content + o.rating_form + o.rating_readability + o.rating_communication) / 4.0), 2) AS rating,
            round(avg(o.rating_content), 2) AS content,
            round(avg(o.rating_form), 2) AS form,
            round(avg(o.rating_readability), 2) AS readability,
            round(avg(o.rating_communication), 2) AS communication
       FROM held JOIN orders o ON o.id = held.id
      GROUP BY o.status`,
    { type: QueryTypes.SELECT, replacements: { linguistId, clientId } },
  );
  const ordersByStatus: LinguistOrderStats['ordersByStatus'] = Object.fromEntries(rows.map((row) => [row.status, row.count]));
  const accepted = ordersByStatus.accepted ?? 0;
  const rejected = ordersByStatus.rejected ?? 0;
  const finished = accepted + rejected + (ordersByStatus.canceled ?? 0);
  // Only an accepted order carries the client's rating.
  const rated = rows.find((row) => row.status === 'accepted');
  return {
    ordersByStatus,
    totalOrders: accepted,
    acceptanceRate: rateOf(accepted, finished),
    rejectionRate: rateOf(rejected, finished),
    rating: decimal(rated?.rating),
    ratings: {
      content: decimal(rated?.content),
      form: decimal(rated?.form),
      readability: decimal(rated?.readability),
      communication: decimal(rated?.communication),
    },
    ratedOrders: rated?.rated ?? 0,
  };
}
