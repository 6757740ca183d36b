import type { Page } from '@inkwell/contracts';
import type { BriefingRecord, TemplateInput, TemplateListQuery, TemplateRecord } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';
import { registerTemplateTexts } from '../locales';

// Every page of the feature imports this module, so their texts arrive with their code.
registerTemplateTexts(i18n);

export type { TemplateInput, TemplateRecord };
export type BriefingDto = BriefingRecord;
export type TextLayoutDto = TemplateRecord;

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBriefings: build.query<Page<BriefingDto>, TemplateListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/briefings`, params),
      providesTags: [{ type: 'Briefing', id: 'LIST' }],
    }),
    getSystemBriefings: build.query<Page<BriefingDto>, TemplateListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/briefings/system`, params),
    }),
    getBriefing: build.query<BriefingDto, number>({
      query: (id) => `${CLIENT_API}/briefing/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Briefing', id }],
    }),
    getSystemBriefing: build.query<BriefingDto, number>({
      query: (id) => `${CLIENT_API}/briefings/system/${id}`,
    }),
    createBriefing: build.mutation<BriefingDto, TemplateInput>({
      query: (body) => ({ url: `${CLIENT_API}/briefing`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Briefing', id: 'LIST' }],
    }),
    updateBriefing: build.mutation<BriefingDto, { id: number; input: TemplateInput }>({
      query: ({ id, input }) => ({ url: `${CLIENT_API}/briefing/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Briefing', id },
        { type: 'Briefing', id: 'LIST' },
      ],
    }),
    deleteBriefing: build.mutation<void, number>({
      query: (id) => ({ url: `${CLIENT_API}/briefing/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Briefing', id: 'LIST' }],
    }),
    getLayouts: build.query<Page<TextLayoutDto>, TemplateListQuery>({
      query: (params) => withQuery(`${CLIENT_API}/text-layouts`, params),
      providesTags: [{ type: 'Layout', id: 'LIST' }],
    }),
    getLayout: build.query<TextLayoutDto, number>({
      query: (id) => `${CLIENT_API}/text-layout/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Layout', id }],
    }),
    createLayout: build.mutation<TextLayoutDto, TemplateInput>({
      query: (body) => ({ url: `${CLIENT_API}/text-layout`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Layout', id: 'LIST' }],
    }),
    updateLayout: build.mutation<TextLayoutDto, { id: number; input: TemplateInput }>({
      query: ({ id, input }) => ({ url: `${CLIENT_API}/text-layout/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Layout', id },
        { type: 'Layout', id: 'LIST' },
      ],
    }),
    deleteLayout: build.mutation<void, number>({
      query: (id) => ({ url: `${CLIENT_API}/text-layout/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Layout', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetBriefingsQuery,
  useGetSystemBriefingsQuery,
  useGetBriefingQuery,
  useGetSystemBriefingQuery,
  useCreateBriefingMutation,
  useUpdateBriefingMutation,
  useDeleteBriefingMutation,
  useGetLayoutsQuery,
  useGetLayoutQuery,
  useCreateLayoutMutation,
  useUpdateLayoutMutation,
  useDeleteLayoutMutation,
} = templatesApi;
