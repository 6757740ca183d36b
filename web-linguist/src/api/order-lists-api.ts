import { BFF_PATHS } from '@inkwell/web-kit';
import type { OrderDto, Page } from '@inkwell/contracts';
import { api } from './base-api';

/** Spec §4 linguist order lists, in the order the dashboard shows them. */
export const ORDER_LISTS = ['requested', 'available', 'ongoing', 'pending', 'completed'] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** Requested and available are two views of "orders I may take now" (decision 010). */
const LIST_REQUESTS: Record<OrderList, { path: string; type?: string }> = {
  requested: { path: '/linguist/orders/new', type: 'requested' },
  available: { path: '/linguist/orders/new', type: 'available' },
  ongoing: { path: '/linguist/orders/ongoing' },
  pending: { path: '/linguist/orders/pending' },
  completed: { path: '/linguist/orders/completed' },
};

export interface OrderListQuery {
  list: OrderList;
  /** 0 asks only for the total (the tab counts). */
  limit: number;
  offset: number;
}

export const orderListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderList: build.query<Page<OrderDto>, OrderListQuery>({
      query: ({ list, limit, offset }) => {
        const { path, type } = LIST_REQUESTS[list];
        return { url: `${BFF_PATHS.apiPrefix}${path}`, params: { ...(type ? { type } : {}), limit, offset } };
      },
      // Any order action can move an order between lists, so every list refetches after one.
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useGetOrderListQuery } = orderListsApi;
