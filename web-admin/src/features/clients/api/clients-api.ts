import type {
  AdminClientDetailDto,
  AdminClientDto,
  ClientBalance,
  Invoicing,
  InvoiceRunResponse,
  Page,
  RefundBalanceRequest,
  RefundBalanceResponse,
} from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { i18n } from '../../../app/i18n';
import { api } from '../../../app/store';
import { registerClientTexts } from '../locales';

// Every client page imports this module, so their texts arrive with their code.
registerClientTexts(i18n);

export const ADMIN_API = `${BFF_PATHS.apiPrefix}/admin`;

/** GET /admin/users/client filters. */
export type ClientListQuery = {
  search?: string;
  invoicing?: Invoicing;
  limit: number;
  offset: number;
};

/** Query parameters without the filters left empty, so core-api applies its defaults. */
export function definedParams(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

// The store's tag list belongs to the app; the client pages add theirs here instead of editing it.
export const clientsApi = api.enhanceEndpoints({ addTagTypes: ['AdminClient', 'ClientBalance', 'Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<Page<AdminClientDto>, ClientListQuery>({
      query: (query) => ({ url: `${ADMIN_API}/users/client`, params: definedParams(query) }),
      providesTags: [{ type: 'AdminClient', id: 'LIST' }],
    }),
    getClient: build.query<AdminClientDetailDto, number>({
      query: (id) => `${ADMIN_API}/client/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminClient', id }],
    }),
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
