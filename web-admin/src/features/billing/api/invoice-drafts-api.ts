import type {
  AdminInvoiceDetailDto,
  FreeInvoiceLineInput,
  InvoiceDraftDto,
  InvoiceDraftListResponse,
  InvoiceDto,
  OpenPositionListResponse,
} from '@inkwell/contracts';
import { BFF_PATHS, downloadFileQueryFn } from '@inkwell/web-kit';
import { billingApi, type InvoiceFile } from './billing-api';

const BILLING_API = `${BFF_PATHS.apiPrefix}/admin/billing`;

export interface DraftContent {
  positionIds: number[];
  lines: FreeInvoiceLineInput[];
}

/**
 * Draft invoices and one document's page (decision 065). A draft holds positions, so every change refetches the
 * client's open positions; issuing writes an invoice and changes the client's balance.
 */
export const invoiceDraftsApi = billingApi.enhanceEndpoints({ addTagTypes: ['InvoiceDraft', 'OpenPositions'] }).injectEndpoints({
  endpoints: (build) => ({
    getInvoiceDrafts: build.query<InvoiceDraftListResponse, { limit: number; offset: number; clientId?: number }>({
      query: (params) => ({ url: `${BILLING_API}/invoice-drafts`, params }),
      providesTags: ['InvoiceDraft'],
    }),
    getInvoiceDraft: build.query<InvoiceDraftDto, number>({
      query: (id) => `${BILLING_API}/invoice-draft/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'InvoiceDraft', id }],
    }),
    getOpenPositions: build.query<OpenPositionListResponse, number>({
      query: (clientId) => `${BILLING_API}/client/${clientId}/open-positions`,
      providesTags: (_result, _error, clientId) => [{ type: 'OpenPositions', id: clientId }],
    }),
    createInvoiceDraft: build.mutation<InvoiceDraftDto, DraftContent & { clientId: number }>({
      query: (body) => ({ url: `${BILLING_API}/invoice-draft`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => ['InvoiceDraft', { type: 'OpenPositions', id: clientId }],
    }),
    updateInvoiceDraft: build.mutation<InvoiceDraftDto, DraftContent & { id: number; clientId: number }>({
      query: ({ id, positionIds, lines }) => ({ url: `${BILLING_API}/invoice-draft/${id}`, method: 'PUT', body: { positionIds, lines } }),
      invalidatesTags: (_result, _error, { clientId }) => ['InvoiceDraft', { type: 'OpenPositions', id: clientId }],
    }),
    deleteInvoiceDraft: build.mutation<null, { id: number; clientId: number }>({
      query: ({ id }) => ({ url: `${BILLING_API}/invoice-draft/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => ['InvoiceDraft', { type: 'OpenPositions', id: clientId }],
    }),
    issueInvoiceDraft: build.mutation<InvoiceDto, { id: number; clientId: number }>({
      query: ({ id }) => ({ url: `${BILLING_API}/invoice-draft/${id}/issue`, method: 'POST' }),
      invalidatesTags: (_result, _error, { clientId }) => ['InvoiceDraft', 'Invoice', { type: 'OpenPositions', id: clientId }, { type: 'ClientBalance', id: clientId }],
    }),
    deleteBillingPosition: build.mutation<null, { id: number; clientId: number }>({
      query: ({ id }) => ({ url: `${BILLING_API}/position/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'OpenPositions', id: clientId }, { type: 'ClientBalance', id: clientId }],
    }),
    getAdminInvoice: build.query<AdminInvoiceDetailDto, number>({
      query: (id) => `${BILLING_API}/invoice/${id}`,
      providesTags: ['Invoice'],
    }),
    regenerateInvoice: build.mutation<{ cancellation: InvoiceDto; draft: InvoiceDraftDto }, { id: number; clientId: number }>({
      query: ({ id }) => ({ url: `${BILLING_API}/invoice/${id}/regenerate`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { clientId }) => ['Invoice', 'InvoiceDraft', { type: 'OpenPositions', id: clientId }, { type: 'ClientBalance', id: clientId }],
    }),
    regenerateInvoicePdf: build.mutation<null, InvoiceFile>({
      queryFn: downloadFileQueryFn<InvoiceFile>(
        ({ id }) => `${BILLING_API}/invoice/${id}/regenerate-pdf`,
        ({ number }) => `invoice-${number}.pdf`,
        'PUT',
      ),
    }),
  }),
});

export const {
  useGetInvoiceDraftsQuery,
  useGetInvoiceDraftQuery,
  useGetOpenPositionsQuery,
  useCreateInvoiceDraftMutation,
  useUpdateInvoiceDraftMutation,
  useDeleteInvoiceDraftMutation,
  useIssueInvoiceDraftMutation,
  useDeleteBillingPositionMutation,
  useGetAdminInvoiceQuery,
  useRegenerateInvoicePdfMutation,
  useRegenerateInvoiceMutation,
} = invoiceDraftsApi;
