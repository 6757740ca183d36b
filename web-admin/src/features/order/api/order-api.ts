import { changedByOrderAction, orderPath, type OrderActionResult } from '@inkwell/web-kit';
import { orderReadApi } from '../../../api/order-read-api';
import { i18n } from '../../../locales/i18n';
import { registerAdminOrderTexts } from '../locales';

// The order page imports this module, so its texts arrive with its code.
registerAdminOrderTexts(i18n);

/** web-kit's order reads (order, text, briefing, layout, history) plus the admin's actions. */
export const orderApi = orderReadApi.injectEndpoints({
  endpoints: (build) => ({
    /** Accepts the text for the client; staff may leave the rating out. */
    acceptOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('admin', id, '/accept'), method: 'PUT', body: {} }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    reviseOrder: build.mutation<OrderActionResult, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: orderPath('admin', id, '/revise'), method: 'PUT', body: { comment } }),
      invalidatesTags: (_result, _error, { id }) => changedByOrderAction(id),
    }),
    rejectOrder: build.mutation<OrderActionResult, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: orderPath('admin', id, '/reject'), method: 'PUT', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => changedByOrderAction(id),
    }),
    /** Submits the text for the linguist at work: whole, or by section for an order with a layout. */
    submitTextForLinguist: build.mutation<OrderActionResult, { id: number } & ({ text: string } | { sections: Record<string, string> })>({
      query: ({ id, ...body }) => ({ url: orderPath('admin', id, '/text'), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => changedByOrderAction(id),
    }),
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
  useAcceptOrderMutation,
  useReviseOrderMutation,
  useRejectOrderMutation,
  useSubmitTextForLinguistMutation,
  useConfirmRejectionMutation,
  useDeclineRejectionMutation,
  useCancelOrderMutation,
  useCancelAsLinguistMutation,
} = orderApi;
