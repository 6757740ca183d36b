import type {
  AdminClientLinguistItem,
  AdminClientLinguistsQuery,
  ClientBalance,
  InvoiceRunResponse,
  LinguistGroup,
  LinguistRelationAction,
  LinguistRelationAnswer,
  Page,
  RefundBalanceRequest,
  RefundBalanceResponse,
} from '@inkwell/contracts';
import { ADMIN_API, clientsApi as clientReadsApi } from '../../../api/clients-api';
import { i18n } from '../../../locales/i18n';
import { registerClientTexts } from '../locales';

// Every client page imports this module, so their texts arrive with their code.
registerClientTexts(i18n);

// The store's tag list belongs to the app; the client pages add theirs here instead of editing it. The linguist
// tags are src/api/linguists-api's (RTK Query adds a known tag type once), so a group changed on the group page
// refreshes the client's groups tab.
export const clientsApi = clientReadsApi.enhanceEndpoints({ addTagTypes: ['ClientBalance', 'Invoice', 'ClientLinguist', 'LinguistGroup'] }).injectEndpoints({
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
    /** The linguists the client bookmarked, blocked or worked with. */
    getClientLinguists: build.query<Page<AdminClientLinguistItem>, AdminClientLinguistsQuery & { clientId: number }>({
      query: ({ clientId, ...query }) => ({
        url: `${ADMIN_API}/client/${clientId}/linguists`,
        params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>,
      }),
      providesTags: (_result, _error, { clientId }) => [{ type: 'ClientLinguist', id: clientId }],
    }),
    /** Bookmarks, blocks or lifts either on the client's behalf, under the client's own rules (decision 027). */
    changeClientRelation: build.mutation<LinguistRelationAnswer, { clientId: number; linguistId: number; action: LinguistRelationAction }>({
      query: ({ clientId, linguistId, action }) => ({ url: `${ADMIN_API}/client/${clientId}/linguist/${linguistId}/${action}`, method: 'PUT' }),
      // A block also drops her from the client's groups.
      invalidatesTags: (result, _error, { clientId, action }) =>
        result ? [{ type: 'ClientLinguist', id: clientId }, ...(action === 'block' ? (['LinguistGroup'] as const) : [])] : [],
    }),
    getClientGroups: build.query<LinguistGroup[], number>({
      query: (clientId) => `${ADMIN_API}/client/${clientId}/groups`,
      providesTags: (_result, _error, clientId) => [{ type: 'LinguistGroup', id: `client-${clientId}` }],
    }),
  }),
});

export const {
  useGetClientLinguistsQuery,
  useChangeClientRelationMutation,
  useGetClientGroupsQuery,
  useGetClientsQuery,
  useGetClientQuery,
  useGetClientBalanceQuery,
  useRunInvoiceMutation,
  useRefundBalanceMutation,
} = clientsApi;
