import type { InternalUserDto, InternalUserPatch, InternalUserStatus, NewInternalUserBody, Page } from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

registerSettingsTexts(i18n);

const USERS = `${BFF_PATHS.apiPrefix}/admin/users/internal`;
const LIST = { type: 'InternalUser' as const, id: 'LIST' };

/** Admin spec §9: big lists such as the internal users are read whole, with limit 99999. */
export const WHOLE_LIST_LIMIT = 99_999;

/** Decision 052: the back office's staff, invited, changed, deactivated and reactivated on the settings' users tab. */
export const staffUsersApi = api.enhanceEndpoints({ addTagTypes: ['InternalUser'] }).injectEndpoints({
  endpoints: (build) => ({
    getInternalUsers: build.query<Page<InternalUserDto>, { status?: InternalUserStatus }>({
      query: ({ status }) => ({ url: USERS, params: { limit: WHOLE_LIST_LIMIT, ...(status ? { status } : {}) } }),
      providesTags: [LIST],
    }),
    createInternalUser: build.mutation<InternalUserDto, NewInternalUserBody>({
      query: (body) => ({ url: USERS, method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateInternalUser: build.mutation<InternalUserDto, { id: number; patch: InternalUserPatch }>({
      query: ({ id, patch }) => ({ url: `${USERS}/${id}`, method: 'PATCH', body: patch }),
      // a staff member may change their own names or language: the header's "me" follows
      invalidatesTags: [LIST, 'Me'],
    }),
  }),
});

export const { useGetInternalUsersQuery, useCreateInternalUserMutation, useUpdateInternalUserMutation } = staffUsersApi;
