import type { OrderHistoryDto, OrderRating, OrderRevisionDto, OrderStatus, OrderTextDto } from '@inkwell/contracts';
import type { TemplateRecord } from '@inkwell/web-kit';
import { i18n } from '../../../app/i18n';
import { api } from '../../../app/store';
import { CLIENT_API } from '../../../api/client-paths';
import { registerOrderTexts } from '../locales';

// Every page of the feature imports this module, so their texts arrive with their code.
registerOrderTexts(i18n);

/** Which order an action is for; the project id lets the action refresh that project's stats. */
export interface OrderRef {
  id: number;
  projectId: number;
}

/** Every action answers the order after the transition (decision 010). */
export interface OrderTransition {
  id: number;
  status: OrderStatus;
}

type ExtraTag = 'OrderRevisions' | 'Balance';

// Every client action changes the order, the lists it appears in, its history and its project's stats and
// status; some also add a revision or move money on the prepaid balance.
const changedByAction = ({ id, projectId }: OrderRef, extra: ExtraTag[] = []) => [
  { type: 'Order' as const, id },
  { type: 'Order' as const, id: 'LIST' as const },
  { type: 'OrderHistory' as const, id },
  { type: 'ProjectStats' as const, id: projectId },
  { type: 'Project' as const, id: projectId },
  { type: 'Project' as const, id: 'LIST' as const },
  ...extra.map((type) => (type === 'Balance' ? type : { type, id })),
];

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderText: build.query<OrderTextDto, number>({
      query: (id) => `${CLIENT_API}/order/${id}/text`,
      providesTags: (_result, _error, id) => [{ type: 'OrderText', id }],
    }),
    /** The order's layout, whose sections order a text written by section (404 when it has none: ask only when `layoutId` is set). */
    getOrderLayout: build.query<TemplateRecord, number>({
      query: (id) => `${CLIENT_API}/order/${id}/layout`,
    }),
    getOrderRevisions: build.query<OrderRevisionDto[], number>({
      query: (id) => `${CLIENT_API}/order/${id}/revisions`,
      transformResponse: (answer: { data: OrderRevisionDto[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OrderRevisions', id }],
    }),
    getOrderHistory: build.query<OrderHistoryDto[], number>({
      query: (id) => `${CLIENT_API}/order/${id}/history`,
      transformResponse: (answer: { data: OrderHistoryDto[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OrderHistory', id }],
    }),
    acceptOrder: build.mutation<OrderTransition, OrderRef & { rating: OrderRating }>({
      query: ({ id, rating }) => ({ url: `${CLIENT_API}/order/${id}/accept`, method: 'PUT', body: { rating } }),
      // Accepting charges the final price and releases the rest of the reservation.
      invalidatesTags: (_result, _error, order) => changedByAction(order, ['Balance']),
    }),
    reviseOrder: build.mutation<OrderTransition, OrderRef & { comment: string }>({
      query: ({ id, comment }) => ({ url: `${CLIENT_API}/order/${id}/revise`, method: 'PUT', body: { comment } }),
      invalidatesTags: (_result, _error, order) => changedByAction(order, ['OrderRevisions']),
    }),
    rejectOrder: build.mutation<OrderTransition, OrderRef & { reason: string }>({
      query: ({ id, reason }) => ({ url: `${CLIENT_API}/order/${id}/reject`, method: 'PUT', body: { reason } }),
      // Only a request: money moves once an admin confirms the rejection.
      invalidatesTags: (_result, _error, order) => changedByAction(order),
    }),
    cancelOrder: build.mutation<OrderTransition, OrderRef>({
      query: ({ id }) => ({ url: `${CLIENT_API}/order/${id}/cancel`, method: 'PUT' }),
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
