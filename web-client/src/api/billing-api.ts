import type { ClientBalance } from '@inkwell/contracts';
import { api } from './base-api';
import { CLIENT_API } from './client-paths';

export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<ClientBalance, void>({
      query: () => `${CLIENT_API}/billing/balance`,
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetBalanceQuery } = billingApi;
