import { BFF_PATHS } from '@inkwell/web-kit';
import type { OrderDto, OrderHistoryDto, OrderRevisionDto, OrderStatus, OrderTextDto } from '@inkwell/contracts';
import { api } from '../../../app/store';

const orderPath = (id: number, rest = '') => `${BFF_PATHS.apiPrefix}/linguist/order/${id}${rest}`;

/** Every action answers the order after the transition (decision 010); the page refetches what it shows. */
export interface OrderActionResult {
  id: number;
  status: OrderStatus;
}

/** What an action changes: the order, its text and history, and the lists it moves between (not the balance: only accepting pays). */
const afterAction = (id: number) => [
  { type: 'Order' as const, id },
  { type: 'OrderText' as const, id },
  { type: 'OrderHistory' as const, id },
  'OrderList' as const,
];

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderDto, number>({
      query: (id) => orderPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** My draft or the latest version I may read; null while there is none (404). */
    getOrderText: build.query<OrderTextDto | null, number>({
      async queryFn(id, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(orderPath(id, '/text'));
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as OrderTextDto };
      },
      providesTags: (_result, _error, id) => [{ type: 'OrderText', id }],
    }),
    getOrderRevisions: build.query<OrderRevisionDto[], number>({
      query: (id) => orderPath(id, '/revisions'),
      transformResponse: (response: { data: OrderRevisionDto[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    getOrderHistory: build.query<OrderHistoryDto[], number>({
      query: (id) => orderPath(id, '/history'),
      transformResponse: (response: { data: OrderHistoryDto[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'OrderHistory', id }],
    }),
    takeOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/take'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    reserveOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/reserve'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    releaseOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/release'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    /** Declines a direct request addressed to me (PUT cancel). */
    declineOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/cancel'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    saveOrderText: build.mutation<OrderTextDto, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: orderPath(id, '/text/save'), method: 'PUT', body: { text } }),
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
    submitOrderText: build.mutation<OrderActionResult, { id: number; text: string }>({
      query: ({ id, text }) => ({ url: orderPath(id, '/text/submit'), method: 'PUT', body: { text } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : afterAction(id)),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useGetOrderTextQuery,
  useGetOrderRevisionsQuery,
  useGetOrderHistoryQuery,
  useTakeOrderMutation,
  useReserveOrderMutation,
  useReleaseOrderMutation,
  useDeclineOrderMutation,
  useSaveOrderTextMutation,
  useSubmitOrderTextMutation,
} = orderApi;
