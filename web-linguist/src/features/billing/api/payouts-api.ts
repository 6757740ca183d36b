import type { LinguistBalance, PayoutDto, PayoutListResponse, PayoutRequest } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';

// 'Balance' is the app's live tag: a credit run or a payout staff send refetches the figures and the list.
export const payoutsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayoutBalance: build.query<LinguistBalance, void>({
      query: () => `${LINGUIST_API}/billing/balance`,
      providesTags: ['Balance'],
    }),
    getPendingPayouts: build.query<PayoutListResponse, { limit: number; offset: number }>({
      query: (params) => ({ url: `${LINGUIST_API}/billing/pending`, params }),
      providesTags: ['Balance'],
    }),
    requestPayout: build.mutation<PayoutDto, PayoutRequest>({
      query: (body) => ({ url: `${LINGUIST_API}/payment/request/pending`, method: 'POST', body }),
      // a refused request (409: one was already open) may mean the figures changed too
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const { useGetPayoutBalanceQuery, useGetPendingPayoutsQuery, useRequestPayoutMutation } = payoutsApi;
