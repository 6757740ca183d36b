import type { LinguistActivity, LinguistOrderStats, Page, SelfClassification, SelfPricesPerWord, SelfProfile } from '@inkwell/contracts';
import { i18n } from '../locales/i18n';
import { registerProfileCommonTexts } from '../locales/profile-common';
import { api } from './base-api';
import { LINGUIST_API } from './linguist-paths';

// The profile page and the settings both show her languages and levels; the texts come with the first of them.
registerProfileCommonTexts(i18n);

/** Her own profile, classification and prices: the profile page and the settings tabs read them. */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<SelfProfile, void>({
      query: () => `${LINGUIST_API}/profile`,
      providesTags: ['Profile'],
    }),
    getClassification: build.query<SelfClassification, void>({
      query: () => `${LINGUIST_API}/profile/classification`,
      providesTags: ['Classification'],
    }),
    getPricesPerWord: build.query<SelfPricesPerWord, void>({
      query: () => `${LINGUIST_API}/prices-per-word`,
      providesTags: ['PricesPerWord'],
    }),
    // Her figures change with her orders, so they refetch with the order lists.
    getSelfStats: build.query<LinguistOrderStats, void>({
      query: () => `${LINGUIST_API}/profile/stats`,
      providesTags: ['OrderList'],
    }),
    getSelfActivities: build.query<Page<LinguistActivity>, { limit: number; offset: number }>({
      query: (page) => ({ url: `${LINGUIST_API}/profile/activities`, params: page }),
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useGetProfileQuery, useGetClassificationQuery, useGetPricesPerWordQuery, useGetSelfStatsQuery, useGetSelfActivitiesQuery } = profileApi;
