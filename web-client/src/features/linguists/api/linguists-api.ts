import type {
  ClientLinguistSettings,
  LinguistActivity,
  LinguistGroup,
  LinguistGroupDetail,
  LinguistNote,
  LinguistOrderRow,
  LinguistOrderStats,
  LinguistProfileWithAvailability,
  LinguistRelationAnswer,
  LinguistTopics,
  NewLinguistGroupBody,
  Page,
} from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';
import { registerLinguistsTexts } from '../locales';

// Every page of the feature imports this module, so their texts arrive with their code.
registerLinguistsTexts(i18n);

export type RelationAction = 'bookmark' | 'unbookmark' | 'block' | 'unblock';

const linguistPath = (id: number) => `${CLIENT_API}/linguist/${id}`;

export const linguistPagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLinguist: build.query<LinguistProfileWithAvailability, number>({
      query: linguistPath,
      providesTags: (_result, _error, id) => [{ type: 'Linguist', id }],
    }),
    getLinguistTopics: build.query<LinguistTopics, number>({
      query: (id) => `${linguistPath(id)}/topics`,
      providesTags: (_result, _error, id) => [{ type: 'Linguist', id }],
    }),
    getStatsWithLinguist: build.query<LinguistOrderStats, number>({
      query: (id) => `${linguistPath(id)}/stats`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistOrders', id }],
    }),
    getLinguistActivities: build.query<Page<LinguistActivity>, { id: number; limit: number; offset: number }>({
      query: ({ id, ...page }) => withQuery(`${linguistPath(id)}/activities`, page),
      // Notes are activities too: a new, changed or deleted note refetches the list.
      providesTags: (_result, _error, { id }) => [
        { type: 'LinguistOrders', id },
        { type: 'LinguistNote', id },
      ],
    }),
    updateLinguistSettings: build.mutation<ClientLinguistSettings, Partial<ClientLinguistSettings> & { id: number }>({
      query: ({ id, ...patch }) => ({ url: `${linguistPath(id)}/settings`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'LinguistSettings', id }],
    }),
    getLinguistOrders: build.query<Page<LinguistOrderRow>, { id: number; limit: number; offset: number }>({
      query: ({ id, ...page }) => withQuery(`${linguistPath(id)}/orders`, page),
      providesTags: (_result, _error, { id }) => [{ type: 'LinguistOrders', id }],
    }),
    changeRelation: build.mutation<LinguistRelationAnswer, { id: number; action: RelationAction }>({
      query: ({ id, action }) => ({ url: `${linguistPath(id)}/${action}`, method: 'PUT' }),
      // Blocking also drops her bookmark and her memberships, so the groups' member counts change with it.
      invalidatesTags: (_result, _error, { id, action }) => [
        { type: 'Linguist', id },
        'LinguistList',
        'LinguistStats',
        ...(action === 'block' ? (['LinguistGroup', { type: 'LinguistMembership', id }] as const) : []),
      ],
    }),
    getNotes: build.query<LinguistNote[], number>({
      query: (id) => `${linguistPath(id)}/notes`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistNote', id }],
    }),
    addNote: build.mutation<LinguistNote, { linguistId: number; text: string }>({
      query: ({ linguistId, text }) => ({ url: `${linguistPath(linguistId)}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
    }),
    updateNote: build.mutation<LinguistNote, { linguistId: number; noteId: number; text: string }>({
      query: ({ linguistId, noteId, text }) => ({ url: `${linguistPath(linguistId)}/note/${noteId}`, method: 'PUT', body: { text } }),
      invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
    }),
    deleteNote: build.mutation<void, { linguistId: number; noteId: number }>({
      query: ({ linguistId, noteId }) => ({ url: `${linguistPath(linguistId)}/note/${noteId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistNote', id: linguistId }],
    }),
    getMemberships: build.query<LinguistGroup[], number>({
      query: (id) => `${linguistPath(id)}/groups`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistMembership', id }],
    }),
    changeMembership: build.mutation<LinguistGroup[], { linguistId: number; groupsId: number[]; member: boolean }>({
      query: ({ linguistId, groupsId, member }) => ({
        url: `${linguistPath(linguistId)}/groups`,
        method: member ? 'PUT' : 'DELETE',
        body: { groupsId },
      }),
      invalidatesTags: (_result, _error, { linguistId, groupsId }) => [
        { type: 'LinguistMembership', id: linguistId },
        { type: 'LinguistGroup', id: 'LIST' },
        ...groupsId.map((id) => ({ type: 'LinguistGroup' as const, id })),
      ],
    }),
    getGroup: build.query<LinguistGroupDetail, number>({
      query: (id) => `${CLIENT_API}/group/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistGroup', id }],
    }),
    createGroup: build.mutation<LinguistGroup, NewLinguistGroupBody>({
      query: (body) => ({ url: `${CLIENT_API}/group`, method: 'POST', body }),
      invalidatesTags: [{ type: 'LinguistGroup', id: 'LIST' }, 'LinguistStats'],
    }),
    renameGroup: build.mutation<LinguistGroup, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `${CLIENT_API}/group/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'LinguistGroup', id },
        { type: 'LinguistGroup', id: 'LIST' },
        'LinguistMembership',
      ],
    }),
    deleteGroup: build.mutation<void, number>({
      query: (id) => ({ url: `${CLIENT_API}/group/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'LinguistGroup', id: 'LIST' }, 'LinguistStats', 'LinguistMembership'],
    }),
  }),
});

export const {
  useGetLinguistQuery,
  useGetLinguistTopicsQuery,
  useGetStatsWithLinguistQuery,
  useGetLinguistActivitiesQuery,
  useUpdateLinguistSettingsMutation,
  useGetLinguistOrdersQuery,
  useChangeRelationMutation,
  useGetNotesQuery,
  useAddNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
  useGetMembershipsQuery,
  useChangeMembershipMutation,
  useGetGroupQuery,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useDeleteGroupMutation,
} = linguistPagesApi;
