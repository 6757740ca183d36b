import type { ClientBalance, InvoiceRunResponse, RefundBalanceRequest, RefundBalanceResponse } from '@inkwell/contracts';
import { ADMIN_API, clientsApi as clientReadsApi } from '../../../api/clients-api';
import { i18n } from '../../../locales/i18n';
import { registerClientTexts } from '../locales';

// Every client page imports this module, so their texts arrive with their code.
registerClientTexts(i18n);

// The store's tag list belongs to the app; the client pages add theirs here instead of editing it.
export const clientsApi = clientReadsApi.enhanceEndpoints({ addTagTypes: ['ClientBalance', 'Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    getClientBalance: build.query<ClientBalance, number>({
      query: (id) => `${ADMIN_API}/client/${id}/balance`,
      providesTags: (_result, _error, id) => [{ type: 'ClientBalance', id }],
    }),
    /** Invoices the client's open positions now (needs the admin's fakturaAccess). */
    runInvoice: build.mutation<InvoiceRunResponse, number>({
      query: (clientId) => ({ url: `${ADMIN_API}/billing/invoice-run`, method: 'POST', body: { clientId } }),
      invalidatesTags: (_result, _error, clientId) => [{ type: 'ClientBalance', id: clientId }],
    }),
    /** Records a refund of the client's available balance (needs fakturaAccess); the balance refetches. */
    refundBalance: build.mutation<RefundBalanceResponse, RefundBalanceRequest & { clientId: number }>({
      query: ({ clientId, ...body }) => ({ url: `${ADMIN_API}/billing/client/${clientId}/refund`, method: 'POST', body }),
      // A refused refund may mean the balance changed meanwhile, so it refetches either way; a refund also
      // writes a document, so the billing pages' invoice lists (tag 'Invoice') refetch after one.
      invalidatesTags: (result, _error, { clientId }) => [{ type: 'ClientBalance', id: clientId }, ...(result ? (['Invoice'] as const) : [])],
    }),
  }),
});

export const { useGetClientsQuery, useGetClientQuery, useGetClientBalanceQuery, useRunInvoiceMutation, useRefundBalanceMutation } = clientsApi;
