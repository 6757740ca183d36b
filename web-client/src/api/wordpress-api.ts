import type { WordpressConnectionCheck, WordpressSettings, WordpressSettingsRequest } from '@inkwell/contracts';
import { api } from './base-api';
import { CLIENT_API } from './client-paths';

/** The client's WordPress connection: its settings form (settings, integrations tab) and the export dialog read it. */
export const wordpressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWordpressSettings: build.query<{ connection: WordpressSettings | null }, void>({
      query: () => `${CLIENT_API}/wordpress-settings`,
      providesTags: ['WordpressSettings'],
    }),
    saveWordpressSettings: build.mutation<{ connection: WordpressSettings | null }, WordpressSettingsRequest>({
      query: (body) => ({ url: `${CLIENT_API}/wordpress-settings`, method: 'PUT', body }),
      invalidatesTags: ['WordpressSettings'],
    }),
    removeWordpressSettings: build.mutation<void, void>({
      query: () => ({ url: `${CLIENT_API}/wordpress-settings`, method: 'DELETE' }),
      invalidatesTags: ['WordpressSettings'],
    }),
    checkWordpressConnection: build.mutation<WordpressConnectionCheck, Partial<WordpressSettingsRequest>>({
      query: (body) => ({ url: `${CLIENT_API}/wordpress/check-connection`, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetWordpressSettingsQuery,
  useSaveWordpressSettingsMutation,
  useRemoveWordpressSettingsMutation,
  useCheckWordpressConnectionMutation,
} = wordpressApi;
