import { changedByOrderAction, injectOrderEndpoints, orderPath, type OrderActionResult } from '@inkwell/web-kit';
import type { OrderRevisionDto, OrderTextDto, OrderTextWords } from '@inkwell/contracts';
import { api } from '../../../api/base-api';

export { useDeclineOrderMutation, useTakeOrderMutation } from '../../../api/order-actions-api';

/** What save and submit send: the whole text, or for an order with a layout its text by section. */
export type OrderTextBody = { text: string } | { sections: Record<string, string> };

/**
 * web-kit's order reads (order, text, briefing, layout, history) plus the linguist's revisions, actions and editor
 * calls; take and decline are shared with the order lists (src/api/order-actions-api).
 */
export const orderApi = injectOrderEndpoints(api, 'linguist').injectEndpoints({
  endpoints: (build) => ({
    getOrderRevisions: build.query<OrderRevisionDto[], number>({
      query: (id) => orderPath('linguist', id, '/revisions'),
      transformResponse: (response: { data: OrderRevisionDto[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    // The client's stopwords (submit refuses them) and dictionary for the order's language, which the editor marks.
    getOrderTextWords: build.query<OrderTextWords, number>({
      query: (id) => orderPath('linguist', id, '/text/words'),
    }),
    reserveOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('linguist', id, '/reserve'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    releaseOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('linguist', id, '/release'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    // The proofreader's decisions (decision 048): back to the writer with a comment, or to staff as unusable.
    sendBackForRevision: build.mutation<OrderActionResult, { id: number; comment: string }>({
      query: ({ id, comment }) => ({ url: orderPath('linguist', id, '/revise'), method: 'PUT', body: { comment } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedByOrderAction(id)),
    }),
    rejectAsUnusable: build.mutation<OrderActionResult, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: orderPath('linguist', id, '/reject'), method: 'PUT', body: { reason } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedByOrderAction(id)),
    }),
    saveOrderText: build.mutation<OrderTextDto, { id: number } & OrderTextBody>({
      query: ({ id, ...body }) => ({ url: orderPath('linguist', id, '/text/save'), method: 'PUT', body }),
      // The editor holds the text itself; a refetch would only echo it, so the answer goes straight to the cache.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: draft } = await queryFulfilled;
          dispatch(orderApi.util.upsertQueryData('getOrderText', id, draft));
        } catch {
          // A failed save changes nothing here; the editor shows the error from its own unwrap().
        }
      },
    }),
    submitOrderText: build.mutation<OrderActionResult, { id: number } & OrderTextBody>({
      query: ({ id, ...body }) => ({ url: orderPath('linguist', id, '/text/submit'), method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedByOrderAction(id)),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useGetOrderTextQuery,
  useGetOrderBriefingQuery,
  useGetOrderLayoutQuery,
  useGetOrderRevisionsQuery,
  useGetOrderTextWordsQuery,
  useGetOrderHistoryQuery,
  useReserveOrderMutation,
  useReleaseOrderMutation,
  useSendBackForRevisionMutation,
  useRejectAsUnusableMutation,
  useSaveOrderTextMutation,
  useSubmitOrderTextMutation,
} = orderApi;
