import { BFF_PATHS, ME_PATH, type LinguistMe } from '@inkwell/web-kit';
import { api } from '../../../app/store';

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<LinguistMe, void>({
      query: () => `${BFF_PATHS.apiPrefix}${ME_PATH.linguist}`,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
