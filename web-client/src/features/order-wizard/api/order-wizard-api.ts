import type { CalculatedPrice, CreateOrdersRequest, OrderService, OrderType, Page, TextPriceResponse } from '@inkwell/contracts';
import type { PreviewedTemplate } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';
import { registerOrderTexts } from '../../../locales/order';
import { registerWizardTexts } from '../locales';

// Every step of the wizard imports this module; the review and definition steps also word order fields.
registerWizardTexts(i18n);
registerOrderTexts(i18n);

export interface NewProject {
  name: string;
  /** culture */
  language: string;
}

/** GET /client/orders/text-price for one order (decision 010). */
export interface TextPriceQuery {
  min: number;
  max: number;
  language: string;
  level: string;
  services: OrderService[];
  type: OrderType;
  /** DO only */
  linguistId?: number;
}

/** The wizard's pickers list every briefing or layout at once (client-portal spec §9). */
const ALL_TEMPLATES = { limit: 99_999 };

/** The part of a briefing the wizard shows; system briefings belong to no client. */
export interface WizardBriefing extends PreviewedTemplate {
  system: boolean;
}

export const orderWizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    createProject: build.mutation<{ id: number }, NewProject>({
      query: (body) => ({ url: `${CLIENT_API}/project`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    createOrders: build.mutation<{ ids: number[] }, { projectId: number; request: CreateOrdersRequest }>({
      query: ({ projectId, request }) => ({ url: `${CLIENT_API}/project/${projectId}/orders`, method: 'POST', body: request }),
      // New orders join the lists and the project's stats and amount; prepaid clients' balance is reserved.
      invalidatesTags: (_result, _error, { projectId }) => [
        'OrderList',
        { type: 'Project', id: 'LIST' },
        { type: 'Project', id: projectId },
        { type: 'ProjectStats', id: projectId },
        'Balance',
      ],
    }),
    getMyBriefings: build.query<Page<WizardBriefing>, void>({
      query: () => withQuery(`${CLIENT_API}/briefings`, ALL_TEMPLATES),
    }),
    getSystemBriefings: build.query<Page<WizardBriefing>, void>({
      query: () => withQuery(`${CLIENT_API}/briefings/system`, ALL_TEMPLATES),
    }),
    getMyLayouts: build.query<Page<PreviewedTemplate>, void>({
      query: () => withQuery(`${CLIENT_API}/text-layouts`, ALL_TEMPLATES),
    }),
    /** The price of each order of the review, in one cache entry so the total is at hand. */
    getOrderPrices: build.query<TextPriceResponse[], TextPriceQuery[]>({
      async queryFn(queries, _api, _extraOptions, baseQuery) {
        const answers = await Promise.all(
          queries.map((query) => baseQuery(withQuery(`${CLIENT_API}/orders/text-price`, { ...query, textsAmount: 1 }))),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.map((answer) => answer.data as TextPriceResponse) };
      },
    }),
  }),
});

export const {
  useCreateProjectMutation,
  useCreateOrdersMutation,
  useGetOrderPricesQuery,
  useGetMyBriefingsQuery,
  useGetSystemBriefingsQuery,
  useGetMyLayoutsQuery,
} = orderWizardApi;

/** Sums gross prices of one currency; the review shows one total. */
export function totalOf(prices: CalculatedPrice[]): number {
  return prices.reduce((sum, price) => sum + price.amountGross, 0);
}
