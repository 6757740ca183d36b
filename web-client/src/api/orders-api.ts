import type { ClientOrderView, OrderDto, OrderStatus, Page } from '@inkwell/contracts';
import { injectOrderEndpoints } from '@inkwell/web-kit';
import { api } from './base-api';
import { CLIENT_API } from './client-paths';
import { withQuery } from './query-string';

/** GET /client/orders filters (decision 010); dates ISO 8601 (YYYY-MM-DD). */
export interface ClientOrdersQuery {
  status?: ClientOrderView;
  search?: string;
  createdDateTo?: string;
  /** hours to the deadline */
  remainingTo?: number;
  remainingFrom?: number;
  processingStatus?: OrderStatus;
  projectIds?: number[];
  languages?: string[];
  acceptedYears?: number[];
  acceptedDateFrom?: string;
  acceptedDateTo?: string;
  limit: number;
  offset: number;
}

/** web-kit's order reads (order, text, briefing, layout, history) plus the client's order list. */
export const ordersApi = injectOrderEndpoints(api, 'client').injectEndpoints({
  endpoints: (build) => ({
    getClientOrders: build.query<Page<OrderDto>, ClientOrdersQuery>({
      query: (params) => withQuery(`${CLIENT_API}/orders`, { ...params }),
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useGetClientOrdersQuery, useGetOrderQuery } = ordersApi;

/** How many orders a client view holds: the list call with limit 0 answers only the total (spec §7). */
export function useOrderCount(status: ClientOrderView, options: { skip?: boolean } = {}) {
  const result = useGetClientOrdersQuery({ status, limit: 0, offset: 0 }, options);
  return { ...result, count: result.data?.total };
}
