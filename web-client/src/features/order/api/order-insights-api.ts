import type { DeadlineExtensionQuote, OrderStatistics } from '@inkwell/contracts';
import { orderPath, type OrderActionResult } from '@inkwell/web-kit';
import { changedByAction, orderApi, type OrderRef } from './order-api';

/**
 * Decision 049 on the order page: its statistics, the deadline-extension calculator and extension, and handing a
 * stage back to its pool. Statistics and quotes hang on the order's tag, so every step of the order renews them.
 */
const orderInsightsApi = orderApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderStatistics: build.query<OrderStatistics, number>({
      query: (id) => orderPath('client', id, '/statistics'),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getDeadlineExtensionQuote: build.query<DeadlineExtensionQuote, { id: number; days: number }>({
      query: ({ id, days }) => ({ url: orderPath('client', id, '/deadline-extension'), params: { days } }),
      providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
    extendDeadline: build.mutation<OrderActionResult, OrderRef & { days: number }>({
      query: ({ id, days }) => ({ url: orderPath('client', id, '/deadline-extension'), method: 'PUT', body: { days } }),
      invalidatesTags: (_result, _error, order) => changedByAction(order),
    }),
    // The stage goes back to its pool; the reservation stays, so the balance does not change.
    reassignOrder: build.mutation<OrderActionResult, OrderRef>({
      query: ({ id }) => ({ url: orderPath('client', id, '/reassign'), method: 'PUT' }),
      invalidatesTags: (_result, _error, order) => changedByAction(order),
    }),
  }),
});

export const {
  useGetOrderStatisticsQuery,
  useGetDeadlineExtensionQuoteQuery,
  useExtendDeadlineMutation,
  useReassignOrderMutation,
} = orderInsightsApi;
