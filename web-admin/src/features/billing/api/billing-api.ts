import type {
  AdminDepositListQuery,
  AdminDepositListResponse,
  AdminInvoiceListResponse,
  CancelDepositResponse,
  CancelInvoiceResponse,
  DepositDto,
  InvoiceStatus,
  InvoiceType,
  PayInvoiceRequest,
  PayInvoiceResponse,
  SettleDepositRequest,
} from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerBillingTexts } from '../locales';

// Every billing page imports this module, so their texts arrive with their code.
registerBillingTexts(i18n);

const BILLING_API = `${BFF_PATHS.apiPrefix}/admin/billing`;

/** GET /admin/billing/invoices filters; every client's invoices unless `clientId` is given. */
export interface AdminInvoiceListQuery {
  status?: InvoiceStatus;
  type?: InvoiceType;
  clientId?: number;
  limit: number;
  offset: number;
}

/** What a download needs: the invoice, and its number for the file name. */
export interface InvoiceFile {
  id: number;
  number: string;
}

export interface SettleDepositArgs extends SettleDepositRequest {
  id: number;
}

export interface PayInvoiceArgs extends PayInvoiceRequest {
  id: number;
  /** whose balance (open and overdue invoices) refetches once the payment is recorded */
  clientId: number;
}

/** Query parameters without the filters left empty, so core-api applies its defaults. */
function definedParams(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number
  >;
}

// The store's tag list belongs to the app; billing adds its own here instead of editing it ('ClientBalance' is
// the client pages' tag: a paid invoice changes the balance they show).
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['Invoice', 'Deposit', 'ClientBalance'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminInvoices: build.query<AdminInvoiceListResponse, AdminInvoiceListQuery>({
      query: (query) => ({ url: `${BILLING_API}/invoices`, params: definedParams(query) }),
      providesTags: ['Invoice'],
    }),
    downloadAdminInvoice: build.mutation<null, InvoiceFile>({
      queryFn: downloadFileQueryFn<InvoiceFile>(
        ({ id }) => `${BILLING_API}/invoice/${id}/download`,
        ({ number }) => `invoice-${number}.pdf`,
      ),
    }),
    /** Answers the invoice as it is now and the cancellation document core-api wrote. */
    cancelInvoice: build.mutation<CancelInvoiceResponse, number>({
      query: (id) => ({ url: `${BILLING_API}/invoice/${id}/cancel`, method: 'PUT' }),
      invalidatesTags: ['Invoice'],
    }),
    /** Records the bank transfer that paid an open invoice; a refused one (409) may mean it changed, so the list refetches either way. */
    payInvoice: build.mutation<PayInvoiceResponse, PayInvoiceArgs>({
      // JSON leaves out what is undefined, so core-api applies its defaults (no reference, paid now).
      query: ({ id, reference, paidAt }) => ({ url: `${BILLING_API}/invoice/${id}/pay`, method: 'PUT', body: { reference, paidAt } }),
      invalidatesTags: (_result, _error, { clientId }) => ['Invoice', { type: 'ClientBalance', id: clientId }],
    }),
    getAdminDeposits: build.query<AdminDepositListResponse, AdminDepositListQuery>({
      query: (query) => ({ url: `${BILLING_API}/deposits`, params: definedParams(query) }),
      providesTags: ['Deposit'],
    }),
    // Settling pays the deposit's invoice too, so both lists refetch.
    settleDeposit: build.mutation<DepositDto, SettleDepositArgs>({
      query: ({ id, ...body }) => ({ url: `${BILLING_API}/deposit/${id}/settle`, method: 'PUT', body }),
      invalidatesTags: ['Deposit', 'Invoice'],
    }),
    // Cancelling writes a CANCBAL_DEPOSIT document and cancels the deposit invoice, so both lists refetch.
    cancelDeposit: build.mutation<CancelDepositResponse, number>({
      query: (id) => ({ url: `${BILLING_API}/deposit/${id}/cancel`, method: 'PUT' }),
      invalidatesTags: ['Deposit', 'Invoice'],
    }),
  }),
});

export const {
  useGetAdminInvoicesQuery,
  useDownloadAdminInvoiceMutation,
  useCancelInvoiceMutation,
  usePayInvoiceMutation,
  useGetAdminDepositsQuery,
  useSettleDepositMutation,
  useCancelDepositMutation,
} = billingApi;
