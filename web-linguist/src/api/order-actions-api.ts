import { changedByOrderAction, orderPath, type OrderActionResult } from '@inkwell/web-kit';
import type { DeclineDirectOrderRequest } from '@inkwell/contracts';
import { api } from './base-api';

/**
 * The two answers to a direct request, take and decline: the order page and the order lists both offer them,
 * so they live below the features. Both refresh the order and every list through the shared tags.
 */
export const orderActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    takeOrder: build.mutation<OrderActionResult, number>({
      query: (id) => ({ url: orderPath('linguist', id, '/take'), method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => changedByOrderAction(id),
    }),
    /** Declines a direct request addressed to me (the spec's PUT cancel); it falls back as the client chose. */
    declineOrder: build.mutation<OrderActionResult, { id: number } & DeclineDirectOrderRequest>({
      query: ({ id, reason }) => ({ url: orderPath('linguist', id, '/cancel'), method: 'PUT', body: reason ? { reason } : {} }),
      invalidatesTags: (_result, _error, { id }) => changedByOrderAction(id),
    }),
  }),
});

export const { useTakeOrderMutation, useDeclineOrderMutation } = orderActionsApi;
