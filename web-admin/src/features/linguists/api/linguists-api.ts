import type {
  AdminLinguistCreated,
  AdminLinguistInvoicingSettings,
  AdminLinguistInvoicingSettingsBody,
  LinguistAvailability,
  LinguistBalance,
  SelfClassification,
  SelfClassificationBody,
  SelfPrice,
  SelfPriceBody,
  SelfPricesPerWord,
  AdminLinguistGroup,
  AdminLinguistNote,
  AdminLinguistOrderRow,
  AdminLinguistPatch,
  AdminLinguistProfile,
  AdminLinguistStatusBody,
  LinguistStatusChange,
  NewAdminLinguistBody,
  Page,
} from '@inkwell/contracts';
import { ADMIN_API } from '../../../api/clients-api';
import { linguistReadsApi } from '../../../api/linguists-api';
import { i18n } from '../../../locales/i18n';
import { registerLinguistTexts } from '../locales';

// Every linguist page imports this module, so their texts arrive with their code.
registerLinguistTexts(i18n);

const LINGUIST = `${ADMIN_API}/linguist`;

export const linguistsApi = linguistReadsApi
  .enhanceEndpoints({ addTagTypes: ['LinguistStatusHistory', 'LinguistNote', 'LinguistOrders', 'LinguistClassification', 'LinguistPrices'] })
  .injectEndpoints({
    endpoints: (build) => ({
      createLinguist: build.mutation<AdminLinguistCreated, NewAdminLinguistBody>({
        query: (body) => ({ url: LINGUIST, method: 'POST', body }),
        invalidatesTags: [{ type: 'AdminLinguist', id: 'LIST' }],
      }),
      getLinguist: build.query<AdminLinguistProfile, number>({
        query: (id) => `${LINGUIST}/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'AdminLinguist', id }],
      }),
      updateLinguist: build.mutation<AdminLinguistProfile, AdminLinguistPatch & { id: number }>({
        query: ({ id, ...patch }) => ({ url: `${LINGUIST}/${id}`, method: 'PATCH', body: patch }),
        // Dropping a role can take her out of groups, the search shows level, roles and languages, and a new level
        // or language changes her price ranges and the prices she may set.
        invalidatesTags: (result, _error, { id }) =>
          result ? [{ type: 'AdminLinguist', id: 'LIST' }, { type: 'LinguistGroup', id: `linguist-${id}` }, { type: 'LinguistPrices', id }] : [],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(linguistsApi.util.upsertQueryData('getLinguist', id, data));
        },
      }),
      changeLinguistStatus: build.mutation<AdminLinguistProfile, AdminLinguistStatusBody & { id: number }>({
        query: ({ id, ...body }) => ({ url: `${LINGUIST}/${id}/status`, method: 'PUT', body }),
        invalidatesTags: (result, _error, { id }) =>
          result ? [{ type: 'AdminLinguist', id: 'LIST' }, { type: 'LinguistStatusHistory', id }] : [],
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(linguistsApi.util.upsertQueryData('getLinguist', id, data));
        },
      }),
      setAvailability: build.mutation<AdminLinguistProfile, LinguistAvailability & { id: number }>({
        query: ({ id, ...availability }) => ({ url: `${LINGUIST}/${id}/availability`, method: 'PUT', body: availability }),
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) dispatch(linguistsApi.util.upsertQueryData('getLinguist', id, data));
        },
      }),
      updateInvoicingSettings: build.mutation<AdminLinguistInvoicingSettings, AdminLinguistInvoicingSettingsBody & { id: number }>({
        query: ({ id, ...body }) => ({ url: `${LINGUIST}/${id}/invoicing-settings`, method: 'PATCH', body }),
        // Her page shows the invoicing data from the profile, so the answer goes there.
        async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data) {
            dispatch(
              linguistsApi.util.updateQueryData('getLinguist', id, (profile) => {
                profile.legalInfo = data.legalInfo;
              }),
            );
          }
        },
      }),
      // Served by the payouts module: her own balance's figures, fetched afresh each time the tab opens.
      getLinguistBalance: build.query<LinguistBalance, number>({
        query: (id) => `${LINGUIST}/${id}/balance`,
        keepUnusedDataFor: 0,
      }),
      getClassification: build.query<SelfClassification, number>({
        query: (id) => `${LINGUIST}/${id}/classification`,
        providesTags: (_result, _error, id) => [{ type: 'LinguistClassification', id }],
      }),
      setClassification: build.mutation<SelfClassification, SelfClassificationBody & { id: number }>({
        query: ({ id, ...body }) => ({ url: `${LINGUIST}/${id}/classification`, method: 'PUT', body }),
        // Her interests show on the profile too.
        invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'LinguistClassification', id }, { type: 'AdminLinguist', id }] : []),
      }),
      getPrices: build.query<SelfPricesPerWord, number>({
        query: (id) => `${LINGUIST}/${id}/prices`,
        providesTags: (_result, _error, id) => [{ type: 'LinguistPrices', id }],
      }),
      setPrice: build.mutation<SelfPrice, SelfPriceBody & { id: number }>({
        query: ({ id, ...body }) => ({ url: `${LINGUIST}/${id}/prices`, method: 'POST', body }),
        invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'LinguistPrices', id }] : []),
      }),
      getStatusHistory: build.query<LinguistStatusChange[], number>({
        query: (id) => `${LINGUIST}/${id}/status-history`,
        providesTags: (_result, _error, id) => [{ type: 'LinguistStatusHistory', id }],
      }),
      getLinguistOrders: build.query<Page<AdminLinguistOrderRow>, { id: number; limit: number; offset: number }>({
        query: ({ id, ...params }) => ({ url: `${LINGUIST}/${id}/orders`, params }),
        providesTags: (_result, _error, { id }) => [{ type: 'LinguistOrders', id }],
      }),
      getLinguistGroups: build.query<AdminLinguistGroup[], number>({
        query: (id) => `${LINGUIST}/${id}/groups`,
        providesTags: (_result, _error, id) => [{ type: 'LinguistGroup', id: `linguist-${id}` }],
      }),
      getNotes: build.query<AdminLinguistNote[], number>({
        query: (id) => `${LINGUIST}/${id}/notes`,
        providesTags: (_result, _error, id) => [{ type: 'LinguistNote', id }],
      }),
      addNote: build.mutation<AdminLinguistNote, { linguistId: number; text: string }>({
        query: ({ linguistId, text }) => ({ url: `${LINGUIST}/${linguistId}/notes`, method: 'POST', body: { text } }),
        invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
      }),
      updateNote: build.mutation<AdminLinguistNote, { linguistId: number; noteId: number; text: string }>({
        query: ({ linguistId, noteId, text }) => ({ url: `${LINGUIST}/${linguistId}/note/${noteId}`, method: 'PUT', body: { text } }),
        invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
      }),
      deleteNote: build.mutation<void, { linguistId: number; noteId: number }>({
        query: ({ linguistId, noteId }) => ({ url: `${LINGUIST}/${linguistId}/note/${noteId}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
      }),
    }),
  });

export const {
  useGetLinguistsQuery,
  useCreateLinguistMutation,
  useGetLinguistQuery,
  useUpdateLinguistMutation,
  useChangeLinguistStatusMutation,
  useSetAvailabilityMutation,
  useUpdateInvoicingSettingsMutation,
  useGetLinguistBalanceQuery,
  useGetClassificationQuery,
  useSetClassificationMutation,
  useGetPricesQuery,
  useSetPriceMutation,
  useGetStatusHistoryQuery,
  useGetLinguistOrdersQuery,
  useGetLinguistGroupsQuery,
  useGetNotesQuery,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = linguistsApi;
