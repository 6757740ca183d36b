import { BFF_PATHS, ME_PATH, type ClientMe } from '@inkwell/web-kit';
import { api } from '../app/store';

/** GET /client/me: the client as core-api knows it now (legal check, currency, VAT, invoicing). */
export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<ClientMe, void>({
      query: () => `${BFF_PATHS.apiPrefix}${ME_PATH.client}`,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = meApi;
