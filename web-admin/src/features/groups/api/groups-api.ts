import type { AdminCappedPage, AdminGroupsQuery, AdminLinguistGroup, AdminLinguistGroupDetail } from '@inkwell/contracts';
import { ADMIN_API } from '../../../api/clients-api';
import { linguistReadsApi } from '../../../api/linguists-api';
import { i18n } from '../../../locales/i18n';
import { registerGroupTexts } from '../locales';

// The group page imports this module, so its texts arrive with its code.
registerGroupTexts(i18n);

const GROUP = `${ADMIN_API}/group`;

// A membership shows on the group, on the client's groups tab (members count) and on each member's groups tab,
// so every change refreshes the groups read anywhere rather than guessing which lists hold the group.
export const groupsApi = linguistReadsApi.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<AdminCappedPage<AdminLinguistGroup>, AdminGroupsQuery>({
      query: ({ search, type, limit, offset }) => ({ url: `${ADMIN_API}/groups`, params: { search: search || undefined, type, limit, offset } }),
      providesTags: ['LinguistGroup'],
    }),
    getGroup: build.query<AdminLinguistGroupDetail, number>({
      query: (id) => `${GROUP}/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistGroup', id }],
    }),
    renameGroup: build.mutation<AdminLinguistGroupDetail, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `${GROUP}/${id}`, method: 'PATCH', body: { name } }),
      invalidatesTags: (result) => (result ? ['LinguistGroup'] : []),
    }),
    addGroupMembers: build.mutation<AdminLinguistGroupDetail, { id: number; linguistIds: number[] }>({
      query: ({ id, linguistIds }) => ({ url: `${GROUP}/${id}/linguists`, method: 'POST', body: { linguistIds } }),
      invalidatesTags: (result) => (result ? ['LinguistGroup'] : []),
    }),
    removeGroupMember: build.mutation<void, { id: number; linguistId: number }>({
      query: ({ id, linguistId }) => ({ url: `${GROUP}/${id}/linguist/${linguistId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['LinguistGroup']),
    }),
  }),
});

export const { useGetGroupsQuery, useGetGroupQuery, useRenameGroupMutation, useAddGroupMembersMutation, useRemoveGroupMemberMutation } = groupsApi;
