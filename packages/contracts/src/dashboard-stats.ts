import type { CurrencyIso } from './orders.js';

/** How the admin dashboard's order figures are bucketed (decision 050); weeks start on Monday, all in UTC days. */
export const STATS_GRANULARITIES = ['day', 'week', 'month'] as const;
export type StatsGranularity = (typeof STATS_GRANULARITIES)[number];

/** The longest range one statistics call covers, in days (three years of daily points at most). */
export const STATS_MAX_RANGE_DAYS = 1096;

/** Query of GET /admin/stats/{orders,expertise,languages}: from and to are whole UTC days, both included. */
export interface StatsQuery {
  from: string;
  to: string;
  granularity: StatsGranularity;
  currency: CurrencyIso;
}

/** Money figures are decimal strings in the range's currency (e.g. "1234.50"); margin = revenueNet − linguistCost. */
export interface OrderStatsFigures {
  created: number;
  accepted: number;
  canceled: number;
  rejected: number;
  /** final words of the accepted orders */
  words: number;
  revenueNet: string;
  linguistCost: string;
  margin: string;
}

/** One bucket: `period` is its first day (YYYY-MM-DD); the first and last bucket count only days inside the range. */
export interface OrderStatsPeriod extends OrderStatsFigures {
  period: string;
}

/** GET /admin/stats/orders */
export interface OrderStats {
  from: string;
  to: string;
  granularity: StatsGranularity;
  currency: CurrencyIso;
  totals: OrderStatsFigures;
  periods: OrderStatsPeriod[];
}

/** One industry expertise's accepted orders; expertiseId null gathers writers who state none. */
export interface ExpertiseStatsRow {
  expertiseId: number | null;
  name: string | null;
  accepted: number;
  words: number;
  revenueNet: string;
}

/** GET /admin/stats/expertise: an order counts under each expertise its writer stated when it was accepted. */
export interface ExpertiseStats {
  from: string;
  to: string;
  currency: CurrencyIso;
  rows: ExpertiseStatsRow[];
}

export interface LanguageStatsRow {
  languageId: number;
  culture: string;
  name: string;
  created: number;
  accepted: number;
  words: number;
  revenueNet: string;
}

/** GET /admin/stats/languages */
export interface LanguageStats {
  from: string;
  to: string;
  currency: CurrencyIso;
  rows: LanguageStatsRow[];
}
