import Joi from 'joi';
import { STATS_GRANULARITIES, STATS_MAX_RANGE_DAYS, type StatsQuery } from '@inkwell/contracts';
import { DEFAULT_CURRENCY, TRADED_CURRENCIES } from '@inkwell/money';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar day written YYYY-MM-DD, or null (2025-02-30 is not one). */
function dayMs(value: unknown): number | null {
  const match = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === value ? ms : null;
}

const day = () =>
  Joi.string()
    .custom((value: string, helpers) => (dayMs(value) === null ? helpers.error('date.day') : value))
    .messages({ 'date.day': '{{#label}} must be a date written YYYY-MM-DD' })
    .required()
    .example('2026-11-01');

/** The range's last day: not before `from`, and at most STATS_MAX_RANGE_DAYS days long, so it names `to` when wrong. */
const lastDay = day().custom((value: string, helpers) => {
  const from = dayMs((helpers.state.ancestors[0] as { from?: unknown }).from);
  const to = dayMs(value) as number;
  if (from === null) return value;
  if (to < from) return helpers.error('range.order');
  if ((to - from) / DAY_MS + 1 > STATS_MAX_RANGE_DAYS) return helpers.error('range.length');
  return value;
}).messages({
  'range.order': '{{#label}} must not be before from',
  'range.length': `{{#label}} must be at most ${STATS_MAX_RANGE_DAYS} days after from`,
});

const currency = Joi.string()
  .valid(...TRADED_CURRENCIES)
  .default(DEFAULT_CURRENCY)
  .description('the figures of the orders priced in this currency');

const rangeKeys = {
  from: day().description('first UTC day of the range'),
  to: lastDay.description('last UTC day of the range, included'),
  currency,
};

export const orderStatsQuery = Joi.object<StatsQuery>({
  ...rangeKeys,
  granularity: Joi.string()
    .valid(...STATS_GRANULARITIES)
    .default('day')
    .description('bucket size; weeks start on Monday'),
});

export type StatsRangeQuery = Omit<StatsQuery, 'granularity'>;
export const statsRangeQuery = Joi.object<StatsRangeQuery>(rangeKeys);

const count = Joi.number().integer().min(0).required();
const money = Joi.string()
  .pattern(/^-?\d+\.\d{2}$/)
  .required()
  .description('decimal string in the range’s currency');
const isoDay = Joi.string().pattern(ISO_DAY).required();

const figures = {
  created: count,
  accepted: count,
  canceled: count,
  rejected: count,
  words: count.description('final words of the accepted orders'),
  revenueNet: money.description('net price of the accepted orders'),
  linguistCost: money.description('what their writers and proofreaders were credited'),
  margin: money.description('revenueNet − linguistCost'),
};

export const orderStatsSchema = Joi.object({
  from: isoDay,
  to: isoDay,
  granularity: Joi.string().valid(...STATS_GRANULARITIES).required(),
  currency: Joi.string().required(),
  totals: Joi.object(figures).required(),
  periods: Joi.array()
    .items(Joi.object({ period: isoDay.description('first day of the bucket'), ...figures }))
    .required(),
});

export const expertiseStatsSchema = Joi.object({
  from: isoDay,
  to: isoDay,
  currency: Joi.string().required(),
  rows: Joi.array()
    .items(
      Joi.object({
        expertiseId: Joi.number().integer().allow(null).required().description('null: writers who state no expertise'),
        name: Joi.string().allow(null).required(),
        accepted: count,
        words: count,
        revenueNet: money,
      }),
    )
    .required(),
});

export const languageStatsSchema = Joi.object({
  from: isoDay,
  to: isoDay,
  currency: Joi.string().required(),
  rows: Joi.array()
    .items(
      Joi.object({
        languageId: Joi.number().integer().required(),
        culture: Joi.string().required(),
        name: Joi.string().required(),
        created: count,
        accepted: count,
        words: count,
        revenueNet: money,
      }),
    )
    .required(),
});
