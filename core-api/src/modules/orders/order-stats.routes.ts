import type { CoreModule } from '../module.js';
import { getExpertiseStats, getLanguageStats, getOrderStats } from './order-stats.service.js';
import { expertiseStatsSchema, languageStatsSchema, orderStatsQuery, orderStatsSchema, statsRangeQuery } from './order-stats.schema.js';

const TAGS = ['Statistics'];
const BAD_RANGE = { 400: { description: 'from, to, granularity or currency is not valid; the error names the field' } };

/** Decision 050: the admin dashboard's order, expertise and language statistics over a range of UTC days. */
export const orderStatsModule: CoreModule = {
  name: 'order-stats',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/stats/orders',
      summary: 'Orders created, accepted, canceled and rejected, accepted words, net revenue, linguist cost and margin per day, week or month',
      tags: TAGS,
      access: 'admin',
      query: orderStatsQuery,
      responses: { ...BAD_RANGE, 200: { description: 'Every bucket of the range and their totals', schema: orderStatsSchema } },
      handler: (req) => getOrderStats(req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/stats/expertise',
      summary: 'Accepted orders, their words and net revenue per industry expertise of their writers',
      tags: TAGS,
      access: 'admin',
      query: statsRangeQuery,
      responses: { ...BAD_RANGE, 200: { description: 'One row per expertise with accepted orders', schema: expertiseStatsSchema } },
      handler: (req) => getExpertiseStats(req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/stats/languages',
      summary: 'Orders created and accepted, accepted words and net revenue per language',
      tags: TAGS,
      access: 'admin',
      query: statsRangeQuery,
      responses: { ...BAD_RANGE, 200: { description: 'One row per language with orders', schema: languageStatsSchema } },
      handler: (req) => getLanguageStats(req.query),
    });
  },
};
