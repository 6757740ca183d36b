import { BFF_PATHS } from '@inkwell/web-kit';
import type { LinguistBalance } from '@inkwell/contracts';
import { api } from '../../../api/base-api';

export const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<LinguistBalance, void>({
      query: () => `${BFF_PATHS.apiPrefix}/linguist/billing/balance`,
      providesTags: ['Balance'],
    }),
  }),
});

export const { useGetBalanceQuery } = balanceApi;
