import { BFF_PATHS } from '@inkwell/web-kit';
import type { OrderListPage } from '@inkwell/contracts';
import { api } from './base-api';

/** Spec §2.1 dashboard order filters; each is its own list path (decision 010). */
export const ORDER_VIEWS = ['open', 'processing', 'completed', 'action-required'] as const;
export type OrderView = (typeof ORDER_VIEWS)[number];

/** Sub-filters of the action-required list. */
export const ACTION_REQUIRED_FILTERS = ['all', 'proofreader_missing', 'rejection_requested'] as const;
export type ActionRequiredFilter = (typeof ACTION_REQUIRED_FILTERS)[number];

export interface OrderListQuery {
  view: OrderView;
  filter: ActionRequiredFilter;
  search: string;
  /** 0 asks only for the total (the tab badge). */
  limit: number;
  offset: number;
  /** nextCursor of the page before: the page is read after it, at the cost of the first (decision 019); offset is then not sent */
  after?: string;
}

export const orderListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderList: build.query<OrderListPage, OrderListQuery>({
      query: ({ view, filter, search, limit, offset, after }) => ({
        url: `${BFF_PATHS.apiPrefix}/admin/orders/${view}`,
        params: {
          ...(view === 'action-required' ? { filter } : {}),
          ...(search.trim() ? { search: search.trim() } : {}),
          limit,
          ...(after ? { after } : { offset }),
        },
      }),
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useGetOrderListQuery } = orderListsApi;
