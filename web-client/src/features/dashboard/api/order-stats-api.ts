import type { ClientOrderStats } from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';

/** GET /client/orders/stats (decision 049): refreshed with the order lists, since every order step changes it. */
const orderStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientOrderStats: build.query<ClientOrderStats, void>({
      query: () => `${CLIENT_API}/orders/stats`,
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useGetClientOrderStatsQuery } = orderStatsApi;
