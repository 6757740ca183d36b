import type {
  ClientLinguistSettings,
  ClientLinguistStats,
  LinguistGroup,
  LinguistGroupType,
  LinguistListItem,
  LinguistSearchPage,
  LinguistSearchQuery,
} from '@inkwell/contracts';
import { api } from './base-api';
import { CLIENT_API } from './client-paths';
import { withQuery } from './query-string';
import { i18n } from '../locales/i18n';
import { registerLinguistTexts } from '../locales/linguist';

// Every screen showing linguists reads them through this module, so the shared texts arrive with it.
registerLinguistTexts(i18n);

/**
 * The linguist reads more than one feature shows: the search (linguist pages, the wizard's picker), the top list
 * (Get started), the sidebar counts (dashboard) and the client's groups (linguist pages, the wizard).
 */
export const linguistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLinguists: build.query<LinguistSearchPage, LinguistSearchQuery>({
      query: ({ workedWithMe, ...params }) =>
        withQuery(`${CLIENT_API}/linguists`, { ...params, workedWithMe: workedWithMe ? true : undefined }),
      providesTags: (result) => [
        'LinguistList',
        ...(result?.data ?? []).map((linguist) => ({ type: 'Linguist' as const, id: linguist.id })),
      ],
    }),
    getTopLinguists: build.query<LinguistListItem[], number>({
      query: (limit) => withQuery(`${CLIENT_API}/linguists/top`, { limit }),
      providesTags: ['LinguistList'],
    }),
    getLinguistStats: build.query<ClientLinguistStats, void>({
      query: () => `${CLIENT_API}/linguists/stats`,
      providesTags: ['LinguistStats'],
    }),
    getLinguistGroups: build.query<LinguistGroup[], LinguistGroupType | undefined>({
      query: (type) => withQuery(`${CLIENT_API}/groups`, { type }),
      providesTags: [{ type: 'LinguistGroup', id: 'LIST' }],
    }),
    /** How the client's direct orders to her behave (decision 031): her page edits them, the wizard starts from them. */
    getLinguistSettings: build.query<ClientLinguistSettings, number>({
      query: (id) => `${CLIENT_API}/linguist/${id}/settings`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistSettings', id }],
    }),
  }),
});

export const { useGetLinguistsQuery, useGetTopLinguistsQuery, useGetLinguistStatsQuery, useGetLinguistGroupsQuery, useGetLinguistSettingsQuery } =
  linguistsApi;
