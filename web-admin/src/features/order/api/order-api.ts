import { BFF_PATHS } from '@inkwell/web-kit';
import type { OrderDto, OrderHistoryDto, OrderStatus, OrderTextDto } from '@inkwell/contracts';
import { api } from '../../../app/store';

const orderPath = (id: number, rest = '') => `${BFF_PATHS.apiPrefix}/admin/order/${id}${rest}`;

/** Every action answers the order after the transition (decision 010); the page refetches what it shows. */
export interface OrderActionResult {
  id: number;
  status: OrderStatus;
}

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
    /** The latest text; null while nobody has written one (404). */
    getOrderText: build.query<OrderTextDto | null, number>({
      async queryFn(id, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(orderPath(id, '/text'));
        if (result.error?.status === 404) return { data: null };
        if (result.error) return { error: result.error };
        return { data: result.data as OrderTextDto };
      },
      providesTags: (_result, _error, id) => [{ type: 'OrderText', id }],
    }),
    getOrderHistory: build.query<OrderHistoryDto[], number>({
      query: (id) => orderPath(id, '/history'),
      transformResponse: (response: { data: OrderHistoryDto[] }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'OrderHistory', id }],
    }),
    confirmRejection: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/reject/confirm'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    declineRejection: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/reject/decline'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    cancelOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath(id, '/cancel'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => afterAction(id),
    }),
    /** Takes the working writer or proofreader off the order; it goes back to the pool. */
    cancelAsLinguist: build.mutation<OrderActionResult, { id: number; linguistId: number }>({
      query: ({ id, linguistId }) => ({ url: orderPath(id, `/cancel/linguist/${linguistId}`), method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => afterAction(id),
    }),
  }),
});

export const {
  useGetOrderQuery,
  useGetOrderTextQuery,
  useGetOrderHistoryQuery,
  useConfirmRejectionMutation,
  useDeclineRejectionMutation,
  useCancelOrderMutation,
  useCancelAsLinguistMutation,
} = orderApi;
