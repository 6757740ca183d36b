import { AVATAR_FIELD, type SelfAvatar, type SelfProfile, type SelfProfilePatch } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';

export const profileEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<SelfProfile, SelfProfilePatch>({
      query: (body) => ({ url: `${LINGUIST_API}/profile`, method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    uploadAvatar: build.mutation<SelfAvatar, File>({
      query: (file) => {
        // The browser writes the multipart boundary into Content-Type itself, so none is set here.
        const body = new FormData();
        body.append(AVATAR_FIELD, file);
        return { url: `${LINGUIST_API}/profile/avatar`, method: 'POST', body };
      },
      invalidatesTags: ['Profile'],
    }),
    deleteAvatar: build.mutation<void, void>({
      query: () => ({ url: `${LINGUIST_API}/profile/avatar`, method: 'DELETE' }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadAvatarMutation, useDeleteAvatarMutation } = profileEditApi;
