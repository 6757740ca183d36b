import type { ExpertiseStats, LanguageStats, OrderStats, StatsQuery } from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerStatisticsTexts } from '../locales';

// The statistics import this module, so their texts arrive with their code.
registerStatisticsTexts(i18n);

const STATS_API = `${BFF_PATHS.apiPrefix}/admin/stats`;

/** Spec §2.1: the dashboard's statistics subTabs; expertise is the default. */
export const STATISTICS_VIEWS = ['expertise', 'language', 'orders'] as const;
export type StatisticsView = (typeof STATISTICS_VIEWS)[number];

export type StatisticsRange = Omit<StatsQuery, 'granularity'>;

export const statisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderStats: build.query<OrderStats, StatsQuery>({
      query: (params) => ({ url: `${STATS_API}/orders`, params }),
    }),
    getExpertiseStats: build.query<ExpertiseStats, StatisticsRange>({
      query: (params) => ({ url: `${STATS_API}/expertise`, params }),
    }),
    getLanguageStats: build.query<LanguageStats, StatisticsRange>({
      query: (params) => ({ url: `${STATS_API}/languages`, params }),
    }),
  }),
});

export const { useGetOrderStatsQuery, useGetExpertiseStatsQuery, useGetLanguageStatsQuery } = statisticsApi;
