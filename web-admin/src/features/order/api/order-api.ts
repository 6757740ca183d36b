import { changedByOrderAction, injectOrderEndpoints, orderPath, type OrderActionResult } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';

/** web-kit's order reads (order, text, briefing, layout, history) plus the admin's actions. */
export const orderApi = injectOrderEndpoints(api, 'admin').injectEndpoints({
  endpoints: (build) => ({
    confirmRejection: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('admin', id, '/reject/confirm'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    declineRejection: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('admin', id, '/reject/decline'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    cancelOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('admin', id, '/cancel'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    /** Takes the working writer or proofreader off the order; it goes back to the pool. */
    cancelAsLinguist: build.mutation<OrderActionResult, { id: number; linguistId: number }>({
      query: ({ id, linguistId }) => ({ url: orderPath('admin', id, `/cancel/linguist/${linguistId}`), method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => changedByOrderAction(id),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useGetOrderTextQuery,
  useGetOrderBriefingQuery,
  useGetOrderLayoutQuery,
  useGetOrderHistoryQuery,
  useConfirmRejectionMutation,
  useDeclineRejectionMutation,
  useCancelOrderMutation,
  useCancelAsLinguistMutation,
} = orderApi;
