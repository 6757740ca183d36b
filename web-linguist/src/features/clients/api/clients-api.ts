import type {
  LinguistActivity,
  LinguistOrderStats,
  Page,
  SelfClient,
  SelfClientEarnings,
  SelfClientOrder,
  SelfClientRating,
  SelfPartnershipPrice,
  SelfPriceBody,
} from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { LINGUIST_API } from '../../../api/linguist-paths';

export interface ClientOrdersQuery {
  clientId: number;
  limit: number;
  offset: number;
}

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<SelfClient[], void>({
      query: () => `${LINGUIST_API}/clients`,
      providesTags: [{ type: 'LinguistClient', id: 'LIST' }],
    }),
    getClient: build.query<SelfClient, number>({
      query: (id) => `${LINGUIST_API}/client/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'LinguistClient', id }],
    }),
    getClientOrders: build.query<Page<SelfClientOrder>, ClientOrdersQuery>({
      query: ({ clientId, limit, offset }) => ({ url: `${LINGUIST_API}/client/${clientId}/orders`, params: { limit, offset } }),
      providesTags: ['OrderList'],
    }),
    getClientStats: build.query<LinguistOrderStats, number>({
      query: (clientId) => `${LINGUIST_API}/client/${clientId}/stats`,
      providesTags: ['OrderList'],
    }),
    getClientRating: build.query<SelfClientRating, number>({
      query: (clientId) => `${LINGUIST_API}/client/${clientId}/rating`,
      providesTags: ['OrderList'],
    }),
    getClientEarnings: build.query<SelfClientEarnings, number>({
      query: (clientId) => `${LINGUIST_API}/client/${clientId}/earnings`,
      providesTags: ['OrderList'],
    }),
    getClientActivities: build.query<Page<LinguistActivity>, ClientOrdersQuery>({
      query: ({ clientId, limit, offset }) => ({ url: `${LINGUIST_API}/client/${clientId}/activities`, params: { limit, offset } }),
      providesTags: ['OrderList'],
    }),
    getPartnershipPrices: build.query<SelfPartnershipPrice[], number>({
      query: (clientId) => `${LINGUIST_API}/partnership/${clientId}/price`,
      providesTags: (_result, _error, clientId) => [{ type: 'PartnershipPrices', id: clientId }],
    }),
    savePartnershipPrice: build.mutation<SelfPartnershipPrice, { clientId: number; body: SelfPriceBody }>({
      query: ({ clientId, body }) => ({ url: `${LINGUIST_API}/partnership/${clientId}/price`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'PartnershipPrices', id: clientId }],
    }),
  }),
});

export const {
  useGetClientsQuery,
  useGetClientQuery,
  useGetClientOrdersQuery,
  useGetClientStatsQuery,
  useGetClientRatingQuery,
  useGetClientEarningsQuery,
  useGetClientActivitiesQuery,
  useGetPartnershipPricesQuery,
  useSavePartnershipPriceMutation,
} = clientsApi;
