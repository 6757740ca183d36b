import type { Page } from '@inkwell/contracts';
import { BFF_PATHS, type BriefingRecord, type TemplateInput, type TemplateListQuery } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

// Every settings page imports this module, so their texts arrive with their code.
registerSettingsTexts(i18n);

const ADMIN_API = `${BFF_PATHS.apiPrefix}/admin`;
const LIST = { type: 'SystemBriefing' as const, id: 'LIST' };

/** The system briefings every client reads (decision 011: `/admin/briefings`, `/admin/briefing/:id`). */
export const systemBriefingsApi = api.enhanceEndpoints({ addTagTypes: ['SystemBriefing'] }).injectEndpoints({
  endpoints: (build) => ({
    getSystemBriefings: build.query<Page<BriefingRecord>, TemplateListQuery>({
      query: (query) => ({ url: `${ADMIN_API}/briefings`, params: query }),
      providesTags: [LIST],
    }),
    getSystemBriefing: build.query<BriefingRecord, number>({
      query: (id) => `${ADMIN_API}/briefing/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'SystemBriefing', id }],
    }),
    createSystemBriefing: build.mutation<BriefingRecord, TemplateInput>({
      query: (body) => ({ url: `${ADMIN_API}/briefings`, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateSystemBriefing: build.mutation<BriefingRecord, { id: number; input: TemplateInput }>({
      query: ({ id, input }) => ({ url: `${ADMIN_API}/briefing/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'SystemBriefing', id }],
    }),
    deleteSystemBriefing: build.mutation<void, number>({
      query: (id) => ({ url: `${ADMIN_API}/briefing/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetSystemBriefingsQuery,
  useGetSystemBriefingQuery,
  useCreateSystemBriefingMutation,
  useUpdateSystemBriefingMutation,
  useDeleteSystemBriefingMutation,
} = systemBriefingsApi;
