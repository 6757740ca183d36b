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
 * The admin dashboard's statistics (decision 050), read from the day and month figures migration 0039 keeps in
 * each order's own transaction: a range costs its months' and edge days' rows per language (or expertise), never
 * its orders.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The rows of a range: its whole months from the month rows (level 'm') and only the days at its edges from the
 * day rows, so twelve months read a few hundred rows per language instead of a row per language and day. Without
 * months (a daily or weekly chart) every day comes from the day rows.
 */
function rangeRows(table: 'order_daily_stats' | 'order_daily_expertise_stats', range: StatsRangeQuery, withMonths: boolean) {
  const from = new Date(`${range.from}T00:00:00Z`);
  const dayAfter = new Date(Date.parse(`${range.to}T00:00:00Z`) + DAY_MS);
  const monthsFrom = from.getUTCDate() === 1 ? range.from : isoDay(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  const monthsUntil = isoDay(Date.UTC(dayAfter.getUTCFullYear(), dayAfter.getUTCMonth(), 1));
  const months = withMonths && monthsFrom < monthsUntil ? { monthsFrom, monthsUntil } : { monthsFrom: range.from, monthsUntil: range.from };
  return {
    // three plain ranges of one index, each read index-only: the days before the months, the months, the days after
    sql: `(SELECT * FROM ${table}
            WHERE currency = :currency AND level = 'd' AND period >= :from::date AND period < LEAST(:monthsFrom::date, :to::date + 1)
           UNION ALL
           SELECT * FROM ${table}
            WHERE currency = :currency AND level = 'm' AND period >= :monthsFrom::date AND period < :monthsUntil::date
           UNION ALL
           SELECT * FROM ${table}
            WHERE currency = :currency AND level = 'd' AND period >= GREATEST(:monthsUntil::date, :from::date) AND period <= :to::date)`,
    replacements: { currency: range.currency, from: range.from, to: range.to, ...months },
  };
}

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
  const source = rangeRows('order_daily_stats', query, query.granularity === 'month');
  const rows = await ordersDatabase().query<PeriodRow>(
    `WITH sums AS (
       SELECT date_trunc('${field}', s.period::timestamp) AS period,
              sum(s.created)::int AS created, sum(s.accepted)::int AS accepted, sum(s.canceled)::int AS canceled,
              sum(s.rejected)::int AS rejected, sum(s.words)::text AS words, sum(s.revenue_net)::text AS revenue_net,
              sum(s.linguist_cost)::text AS linguist_cost
         FROM ${source.sql} s
        GROUP BY 1
     )
     SELECT to_char(b.period, 'YYYY-MM-DD') AS period, COALESCE(sums.created, 0) AS created, COALESCE(sums.accepted, 0) AS accepted,
            COALESCE(sums.canceled, 0) AS canceled, COALESCE(sums.rejected, 0) AS rejected, COALESCE(sums.words, '0') AS words,
            COALESCE(sums.revenue_net, '0') AS revenue_net, COALESCE(sums.linguist_cost, '0') AS linguist_cost
       FROM generate_series(date_trunc('${field}', :from::date::timestamp), date_trunc('${field}', :to::date::timestamp), interval '1 ${field}') AS b(period)
       LEFT JOIN sums ON sums.period = b.period
      ORDER BY b.period`,
    { type: QueryTypes.SELECT, replacements: source.replacements },
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
  const source = rangeRows('order_daily_expertise_stats', query, true);
  const rows = await ordersDatabase().query<{ expertise_id: number | null; accepted: number; words: string; revenue_net: string }>(
    `SELECT s.industry_expertise_id AS expertise_id, sum(s.accepted)::int AS accepted, sum(s.words)::text AS words,
            sum(s.revenue_net)::text AS revenue_net
       FROM ${source.sql} s
      GROUP BY 1
     HAVING sum(s.accepted) <> 0
      ORDER BY 2 DESC, 1 NULLS LAST`,
    { type: QueryTypes.SELECT, replacements: source.replacements },
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
  const source = rangeRows('order_daily_stats', query, true);
  const rows = await ordersDatabase().query<{ language_id: number; created: number; accepted: number; words: string; revenue_net: string }>(
    `SELECT s.language_id, sum(s.created)::int AS created, sum(s.accepted)::int AS accepted, sum(s.words)::text AS words,
            sum(s.revenue_net)::text AS revenue_net
       FROM ${source.sql} s
      GROUP BY 1
     HAVING sum(s.created) <> 0 OR sum(s.accepted) <> 0
      ORDER BY 2 DESC, 3 DESC, 1`,
    { type: QueryTypes.SELECT, replacements: source.replacements },
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
