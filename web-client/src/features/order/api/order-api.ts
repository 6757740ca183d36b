import type { OrderRating, OrderRevisionDto } from '@inkwell/contracts';
import { orderPath, type OrderActionResult } from '@inkwell/web-kit';
import { ordersApi } from '../../../api/orders-api';
import { registerOrderTexts } from '../../../locales/order';
import { i18n } from '../../../locales/i18n';

// Every page of the feature imports this module, so their texts arrive with their code.
registerOrderTexts(i18n);

/** Which order an action is for; the project id lets the action refresh that project's stats. */
export interface OrderRef {
  id: number;
  projectId: number;
}

type ExtraTag = 'OrderRevisions' | 'Balance';

// Every client action changes the order, the lists it appears in, its history and its project's stats and
// status; some also add a revision or move money on the prepaid balance. The text stays as it was delivered.
export const changedByAction = ({ id, projectId }: OrderRef, extra: ExtraTag[] = []) => [
  { type: 'Order' as const, id },
  'OrderList' as const,
  { type: 'OrderHistory' as const, id },
  { type: 'ProjectStats' as const, id: projectId },
  { type: 'Project' as const, id: projectId },
  { type: 'Project' as const, id: 'LIST' as const },
  ...extra.map((type) => (type === 'Balance' ? type : { type, id })),
];

/** web-kit's order reads (through `ordersApi`) plus the client's revisions and actions. */
export const orderApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderRevisions: build.query<OrderRevisionDto[], number>({
      query: (id) => orderPath('client', id, '/revisions'),
      transformResponse: (answer: { data: OrderRevisionDto[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OrderRevisions', id }],
    }),
    acceptOrder: build.mutation<OrderActionResult, OrderRef & { rating: OrderRating }>({
      query: ({ id, rating }) => ({ url: orderPath('client', id, '/accept'), method: 'PUT', body: { rating } }),
      // Accepting charges the final price and releases the rest of the reservation.
      invalidatesTags: (_result, _error, order) => changedByAction(order, ['Balance']),
    }),
    reviseOrder: build.mutation<OrderActionResult, OrderRef & { comment: string }>({
      query: ({ id, comment }) => ({ url: orderPath('client', id, '/revise'), method: 'PUT', body: { comment } }),
      invalidatesTags: (_result, _error, order) => changedByAction(order, ['OrderRevisions']),
    }),
    rejectOrder: build.mutation<OrderActionResult, OrderRef & { reason: string }>({
      query: ({ id, reason }) => ({ url: orderPath('client', id, '/reject'), method: 'PUT', body: { reason } }),
      // Only a request: money moves once an admin confirms the rejection.
      invalidatesTags: (_result, _error, order) => changedByAction(order),
    }),
    cancelOrder: build.mutation<OrderActionResult, OrderRef>({
      query: ({ id }) => ({ url: orderPath('client', id, '/cancel'), method: 'PUT' }),
      // Canceling releases the reservation of a prepaid order.
      invalidatesTags: (_result, _error, order) => changedByAction(order, ['Balance']),
    }),
  }),
});

export const {
  useGetOrderTextQuery,
  useGetOrderLayoutQuery,
  useGetOrderRevisionsQuery,
  useGetOrderHistoryQuery,
  useAcceptOrderMutation,
  useReviseOrderMutation,
  useRejectOrderMutation,
  useCancelOrderMutation,
} = orderApi;
