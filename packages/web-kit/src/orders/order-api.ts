import { BFF_PATHS, type OrderDto, type OrderHistoryDto, type OrderStatus, type OrderTextDto, type Role } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';
import type { TemplateTree } from '@inkwell/ui-kit';
import type { PreviewedTemplate } from '../templates/template-preview';

/** An order's layout: its preview, and the tree whose sections a text written by section follows. */
export type OrderLayout = PreviewedTemplate & { tree: TemplateTree };

/** Every action answers the order after the transition (decision 010); the page refetches what it shows. */
export interface OrderActionResult {
  id: number;
  status: OrderStatus;
}

/** One order, or a path below it, in the role's part of core-api, reached through the BFF's /api proxy. */
export const orderPath = (role: Role, id: number, rest = '') => `${BFF_PATHS.apiPrefix}/${role}/order/${id}${rest}`;

/**
 * What an order action changes: the order, its text and history, and the lists it moves between (not a
 * balance: money moves only when the client accepts).
 */
export const changedByOrderAction = (id: number) => [
  { type: 'Order' as const, id },
  { type: 'OrderText' as const, id },
  { type: 'OrderHistory' as const, id },
  'OrderList' as const,
];

/**
 * Adds the order reads all three apps share: the order, its text, briefing, layout and history. The app's api
 * needs the tag types 'Order', 'OrderText', 'OrderHistory' and 'OrderList'; lists of orders provide 'OrderList'.
 */
export function injectOrderEndpoints(api: AppBaseApi, role: Role) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getOrder: build.query<OrderDto, number>({
        query: (id) => orderPath(role, id),
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      /**
       * The latest version the role may read (for the linguist working on it, the draft); null while there is
       * none (404). The client asks only once a text was delivered (decision 010), so for it a 404 is an error.
       */
      getOrderText: build.query<OrderTextDto | null, number>({
        async queryFn(id, _api, _extraOptions, baseQuery) {
          const result = await baseQuery(orderPath(role, id, '/text'));
          if (result.error?.status === 404 && role !== 'client') return { data: null };
          if (result.error) return { error: result.error };
          return { data: result.data as OrderTextDto };
        },
        providesTags: (_result, _error, id) => [{ type: 'OrderText', id }],
      }),
      /** The order's briefing (404 when it has none: call it only when `briefingId` is set). */
      getOrderBriefing: build.query<PreviewedTemplate, number>({
        query: (id) => orderPath(role, id, '/briefing'),
      }),
      /** The order's text layout (404 when it has none: call it only when `layoutId` is set). */
      getOrderLayout: build.query<OrderLayout, number>({
        query: (id) => orderPath(role, id, '/layout'),
      }),
      getOrderHistory: build.query<OrderHistoryDto[], number>({
        query: (id) => orderPath(role, id, '/history'),
        transformResponse: (response: { data: OrderHistoryDto[] }) => response.data,
        providesTags: (_result, _error, id) => [{ type: 'OrderHistory', id }],
      }),
    }),
  });
}
