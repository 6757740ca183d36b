import type { Page } from '@inkwell/contracts';
import type { BriefingRecord, TemplateInput, TemplateListQuery, TemplateRecord } from '@inkwell/web-kit';
import { ADMIN_API } from '../../../api/clients-api';
import { clientsApi } from './clients-api';

/** One client's template: the client, and the briefing's or layout's id. */
export interface ClientTemplateRef {
  clientId: number;
  id: number;
}

const clientPath = (clientId: number) => `${ADMIN_API}/client/${clientId}`;

// Lists are tagged per client, items per id: a change refreshes the list of its client only.
const briefingList = (clientId: number) => ({ type: 'ClientBriefing' as const, id: `LIST-${clientId}` });
const layoutList = (clientId: number) => ({ type: 'ClientLayout' as const, id: `LIST-${clientId}` });

/** A client's briefings and layouts, as staff keep them for the client (decision 011). */
export const clientTemplatesApi = clientsApi.enhanceEndpoints({ addTagTypes: ['ClientBriefing', 'ClientLayout'] }).injectEndpoints({
  endpoints: (build) => ({
    getClientBriefings: build.query<Page<BriefingRecord>, { clientId: number; query: TemplateListQuery }>({
      query: ({ clientId, query }) => ({ url: `${clientPath(clientId)}/briefings`, params: query }),
      providesTags: (_result, _error, { clientId }) => [briefingList(clientId)],
    }),
    getClientBriefing: build.query<BriefingRecord, ClientTemplateRef>({
      query: ({ clientId, id }) => `${clientPath(clientId)}/briefing/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'ClientBriefing', id }],
    }),
    createClientBriefing: build.mutation<BriefingRecord, { clientId: number; input: TemplateInput }>({
      query: ({ clientId, input }) => ({ url: `${clientPath(clientId)}/briefing`, method: 'POST', body: input }),
      invalidatesTags: (_result, _error, { clientId }) => [briefingList(clientId)],
    }),
    updateClientBriefing: build.mutation<BriefingRecord, ClientTemplateRef & { input: TemplateInput }>({
      query: ({ clientId, id, input }) => ({ url: `${clientPath(clientId)}/briefing/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { clientId, id }) => [briefingList(clientId), { type: 'ClientBriefing', id }],
    }),
    deleteClientBriefing: build.mutation<void, ClientTemplateRef>({
      query: ({ clientId, id }) => ({ url: `${clientPath(clientId)}/briefing/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [briefingList(clientId)],
    }),
    getClientLayouts: build.query<Page<TemplateRecord>, { clientId: number; query: TemplateListQuery }>({
      query: ({ clientId, query }) => ({ url: `${clientPath(clientId)}/layouts`, params: query }),
      providesTags: (_result, _error, { clientId }) => [layoutList(clientId)],
    }),
    getClientLayout: build.query<TemplateRecord, ClientTemplateRef>({
      query: ({ clientId, id }) => `${clientPath(clientId)}/layout/${id}`,
      providesTags: (_result, _error, { id }) => [{ type: 'ClientLayout', id }],
    }),
    // The spec writes this one path with the client as :id.
    createClientLayout: build.mutation<TemplateRecord, { clientId: number; input: TemplateInput }>({
      query: ({ clientId, input }) => ({ url: `${clientPath(clientId)}/layout`, method: 'POST', body: input }),
      invalidatesTags: (_result, _error, { clientId }) => [layoutList(clientId)],
    }),
    updateClientLayout: build.mutation<TemplateRecord, ClientTemplateRef & { input: TemplateInput }>({
      query: ({ clientId, id, input }) => ({ url: `${clientPath(clientId)}/layout/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { clientId, id }) => [layoutList(clientId), { type: 'ClientLayout', id }],
    }),
    deleteClientLayout: build.mutation<void, ClientTemplateRef>({
      query: ({ clientId, id }) => ({ url: `${clientPath(clientId)}/layout/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [layoutList(clientId)],
    }),
  }),
});

export const {
  useGetClientBriefingsQuery,
  useGetClientBriefingQuery,
  useCreateClientBriefingMutation,
  useUpdateClientBriefingMutation,
  useDeleteClientBriefingMutation,
  useGetClientLayoutsQuery,
  useGetClientLayoutQuery,
  useCreateClientLayoutMutation,
  useUpdateClientLayoutMutation,
  useDeleteClientLayoutMutation,
} = clientTemplatesApi;
