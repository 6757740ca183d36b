import { QueryTypes } from 'sequelize';
import type {
  CurrencyIso,
  ExpertiseStats,
  LanguageStats,
  OrderStats,
  OrderStatsFigures,
  OrderStatsPeriod,
  StatsGranularity,
  StatsQuery,
} from '@inkwell/contracts';
import { minorUnitsToDecimal } from '@inkwell/money';
import { findIndustryExpertiseById, findLanguageById } from '../reference/index.js';
import { ordersDatabase } from './orders.model.js';
import type { StatsRangeQuery } from './order-stats.schema.js';

/**
 * The admin dashboard's statistics (decision 050), read from the daily figures migration 0039 keeps in each
 * order's own transaction: a range costs its days × languages (or expertises) rows, never its orders.
 */

/** date_trunc's field names; joi allows nothing else, and the SQL below reads them from this map only. */
const TRUNC: Record<StatsGranularity, string> = { day: 'day', week: 'week', month: 'month' };

interface PeriodRow {
  period: string;
  created: number;
  accepted: number;
  canceled: number;
  rejected: number;
  words: string;
  revenue_net: string;
  linguist_cost: string;
}

interface Sums {
  created: number;
  accepted: number;
  canceled: number;
  rejected: number;
  words: number;
  revenueNet: bigint;
  linguistCost: bigint;
}

function figuresOf(sums: Sums): OrderStatsFigures {
  const { revenueNet, linguistCost, ...counts } = sums;
  return {
    ...counts,
    revenueNet: minorUnitsToDecimal(revenueNet),
    linguistCost: minorUnitsToDecimal(linguistCost),
    margin: minorUnitsToDecimal(revenueNet - linguistCost),
  };
}

/** GET /admin/stats/orders: every bucket of the range, empty ones included, so a chart has no gaps. */
export async function getOrderStats(query: StatsQuery): Promise<OrderStats> {
  const field = TRUNC[query.granularity];
  const rows = await ordersDatabase().query<PeriodRow>(
    `WITH sums AS (
       SELECT date_trunc('${field}', s.day::timestamp) AS period,
              sum(s.created)::int AS created, sum(s.accepted)::int AS accepted, sum(s.canceled)::int AS canceled,
              sum(s.rejected)::int AS rejected, sum(s.words)::text AS words, sum(s.revenue_net)::text AS revenue_net,
              sum(s.linguist_cost)::text AS linguist_cost
         FROM order_daily_stats s
        WHERE s.currency = :currency AND s.day BETWEEN :from::date AND :to::date
        GROUP BY 1
     )
     SELECT to_char(b.period, 'YYYY-MM-DD') AS period, COALESCE(sums.created, 0) AS created, COALESCE(sums.accepted, 0) AS accepted,
            COALESCE(sums.canceled, 0) AS canceled, COALESCE(sums.rejected, 0) AS rejected, COALESCE(sums.words, '0') AS words,
            COALESCE(sums.revenue_net, '0') AS revenue_net, COALESCE(sums.linguist_cost, '0') AS linguist_cost
       FROM generate_series(date_trunc('${field}', :from::date::timestamp), date_trunc('${field}', :to::date::timestamp), interval '1 ${field}') AS b(period)
       LEFT JOIN sums ON sums.period = b.period
      ORDER BY b.period`,
    { type: QueryTypes.SELECT, replacements: { currency: query.currency, from: query.from, to: query.to } },
  );
  const totals: Sums = { created: 0, accepted: 0, canceled: 0, rejected: 0, words: 0, revenueNet: 0n, linguistCost: 0n };
  const periods: OrderStatsPeriod[] = rows.map((row) => {
    const sums: Sums = {
      created: row.created,
      accepted: row.accepted,
      canceled: row.canceled,
      rejected: row.rejected,
      words: Number(row.words),
      revenueNet: BigInt(row.revenue_net),
      linguistCost: BigInt(row.linguist_cost),
    };
    totals.created += sums.created;
    totals.accepted += sums.accepted;
    totals.canceled += sums.canceled;
    totals.rejected += sums.rejected;
    totals.words += sums.words;
    totals.revenueNet += sums.revenueNet;
    totals.linguistCost += sums.linguistCost;
    return { period: row.period, ...figuresOf(sums) };
  });
  return { from: query.from, to: query.to, granularity: query.granularity, currency: query.currency as CurrencyIso, totals: figuresOf(totals), periods };
}

/** GET /admin/stats/expertise: accepted orders per writer's industry expertise, the busiest first. */
export async function getExpertiseStats(query: StatsRangeQuery): Promise<ExpertiseStats> {
  const rows = await ordersDatabase().query<{ expertise_id: number | null; accepted: number; words: string; revenue_net: string }>(
    `SELECT s.industry_expertise_id AS expertise_id, sum(s.accepted)::int AS accepted, sum(s.words)::text AS words,
            sum(s.revenue_net)::text AS revenue_net
       FROM order_daily_expertise_stats s
      WHERE s.currency = :currency AND s.day BETWEEN :from::date AND :to::date
      GROUP BY 1
     HAVING sum(s.accepted) <> 0
      ORDER BY 2 DESC, 1 NULLS LAST`,
    { type: QueryTypes.SELECT, replacements: { currency: query.currency, from: query.from, to: query.to } },
  );
  return {
    from: query.from,
    to: query.to,
    currency: query.currency as CurrencyIso,
    rows: await Promise.all(
      rows.map(async (row) => ({
        expertiseId: row.expertise_id,
        name: row.expertise_id === null ? null : ((await findIndustryExpertiseById(row.expertise_id))?.name ?? null),
        accepted: row.accepted,
        words: Number(row.words),
        revenueNet: minorUnitsToDecimal(BigInt(row.revenue_net)),
      })),
    ),
  };
}

/** GET /admin/stats/languages: orders created and accepted per language, the busiest first. */
export async function getLanguageStats(query: StatsRangeQuery): Promise<LanguageStats> {
  const rows = await ordersDatabase().query<{ language_id: number; created: number; accepted: number; words: string; revenue_net: string }>(
    `SELECT s.language_id, sum(s.created)::int AS created, sum(s.accepted)::int AS accepted, sum(s.words)::text AS words,
            sum(s.revenue_net)::text AS revenue_net
       FROM order_daily_stats s
      WHERE s.currency = :currency AND s.day BETWEEN :from::date AND :to::date
      GROUP BY 1
     HAVING sum(s.created) <> 0 OR sum(s.accepted) <> 0
      ORDER BY 2 DESC, 3 DESC, 1`,
    { type: QueryTypes.SELECT, replacements: { currency: query.currency, from: query.from, to: query.to } },
  );
  return {
    from: query.from,
    to: query.to,
    currency: query.currency as CurrencyIso,
    rows: await Promise.all(
      rows.map(async (row) => {
        const language = await findLanguageById(row.language_id);
        return {
          languageId: row.language_id,
          culture: language?.culture ?? '',
          name: language?.name ?? String(row.language_id),
          created: row.created,
          accepted: row.accepted,
          words: Number(row.words),
          revenueNet: minorUnitsToDecimal(BigInt(row.revenue_net)),
        };
      }),
    ),
  };
}
