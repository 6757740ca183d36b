import type {
  AdminPayoutDto,
  AdminPayoutListQuery,
  AdminPayoutListResponse,
  MarkPayoutFailedRequest,
  MarkPayoutPaidRequest,
  PayoutBatchDto,
} from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerPayoutTexts } from '../locales';

// The payouts page imports this module, so its texts arrive with its code.
registerPayoutTexts(i18n);

const BILLING_API = `${BFF_PATHS.apiPrefix}/admin/billing`;

/** Query parameters without the filters left empty, so core-api applies its defaults. */
function definedParams(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

export interface SepaFileArgs {
  batchId: number;
  reference: string;
}

// Every action changes which tab a payout is on, so each refetches every payout list.
export const payoutsApi = api.enhanceEndpoints({ addTagTypes: ['Payout'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminPayouts: build.query<AdminPayoutListResponse, AdminPayoutListQuery>({
      query: (query) => ({ url: `${BILLING_API}/payouts`, params: definedParams(query) }),
      providesTags: ['Payout'],
    }),
    markPayoutPaid: build.mutation<AdminPayoutDto, MarkPayoutPaidRequest & { id: number }>({
      query: ({ id, reference }) => ({ url: `${BILLING_API}/payout/${id}/paid`, method: 'PUT', body: { reference } }),
      invalidatesTags: ['Payout'],
    }),
    markPayoutExecuted: build.mutation<AdminPayoutDto, number>({
      query: (id) => ({ url: `${BILLING_API}/payout/${id}/executed`, method: 'PUT' }),
      invalidatesTags: ['Payout'],
    }),
    markPayoutFailed: build.mutation<AdminPayoutDto, MarkPayoutFailedRequest & { id: number }>({
      query: ({ id, reason }) => ({ url: `${BILLING_API}/payout/${id}/failed`, method: 'PUT', body: { reason } }),
      invalidatesTags: ['Payout'],
    }),
    createSepaBatch: build.mutation<PayoutBatchDto, number[]>({
      query: (payoutIds) => ({ url: `${BILLING_API}/payouts/sepa`, method: 'POST', body: { payoutIds } }),
      invalidatesTags: ['Payout'],
    }),
    downloadSepaFile: build.mutation<null, SepaFileArgs>({
      queryFn: downloadFileQueryFn<SepaFileArgs>(
        ({ batchId }) => `${BILLING_API}/payout-batch/${batchId}/sepa`,
        ({ reference }) => `${reference}.xml`,
      ),
    }),
    createPaypalBatch: build.mutation<PayoutBatchDto, number[]>({
      query: (payoutIds) => ({ url: `${BILLING_API}/payouts/paypal`, method: 'POST', body: { payoutIds } }),
      // A 502 leaves the payouts submitted: the list shows them waiting either way.
      invalidatesTags: ['Payout'],
    }),
    sendPaypalBatch: build.mutation<PayoutBatchDto, number>({
      query: (batchId) => ({ url: `${BILLING_API}/payout-batch/${batchId}/paypal`, method: 'PUT' }),
      invalidatesTags: ['Payout'],
    }),
  }),
});

export const {
  useGetAdminPayoutsQuery,
  useMarkPayoutPaidMutation,
  useMarkPayoutExecutedMutation,
  useMarkPayoutFailedMutation,
  useCreateSepaBatchMutation,
  useDownloadSepaFileMutation,
  useCreatePaypalBatchMutation,
  useSendPaypalBatchMutation,
} = payoutsApi;
