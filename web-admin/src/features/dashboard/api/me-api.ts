import { BFF_PATHS, ME_PATH, type AdminMe } from '@inkwell/web-kit';
import { api } from '../../../app/store';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<AdminMe, void>({
      query: () => `${BFF_PATHS.apiPrefix}${ME_PATH.admin}`,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
