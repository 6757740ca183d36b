import {
  BFF_PATHS,
  type CalculatedPrice,
  type ClientBalance,
  type ClientLinguistSettings,
  type CreateOrdersRequest,
  type LinguistGroup,
  type LinguistSearchPage,
  type LinguistSearchQuery,
  type OrderService,
  type OrderType,
  type Page,
  type ProjectDto,
  type ProjectPickerItem,
  type TextPriceResponse,
} from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';
import type { PreviewedTemplate } from '../templates/template-preview';
import { idempotencyHeaders } from '../api/idempotency-key';

/**
 * The two roles that order texts: a client for itself, and staff in a client's name (decision 043). Staff's calls
 * name the client; the client's calls leave `clientId` null.
 */
export type OrderWizardRole = 'client' | 'admin';

export interface NewProject {
  name: string;
  /** culture */
  language: string;
}

/** GET /client/orders/text-price (staff: /admin/client/{id}/order-price-calculator) for one order (decision 010). */
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

/** The part of a briefing the wizard shows; system briefings belong to no client. */
export interface WizardBriefing extends PreviewedTemplate {
  system: boolean;
}

/** Whose data a call reads: null for the client itself. */
export interface ForClient {
  clientId: number | null;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `path?key=value…` without the empty parts; a list repeats its key (decision 010). */
function withQuery(path: string, params: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) query.append(key, String(item));
      continue;
    }
    const text = String(value).trim();
    if (text !== '') query.append(key, text);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** The wizard's pickers list every project, briefing or layout at once (client-portal spec §9). */
const ALL = 99_999;

/**
 * The order wizard's calls for one role. The client's are its own paths; staff's name the client
 * (`/admin/client/{id}/…`), so every rule (blocked linguists, groups, prices, reservation) stays the client's.
 */
export function injectOrderWizardEndpoints(base: AppBaseApi, role: OrderWizardRole) {
  const root = `${BFF_PATHS.apiPrefix}/${role}`;
  /** `rest` under the client's own paths, or under staff's path of that client */
  const of = (clientId: number | null, clientRest: string, adminRest: string = clientRest) =>
    role === 'admin' ? `${root}/client/${clientId ?? 0}${adminRest}` : `${root}${clientRest}`;

  return base.injectEndpoints({
    endpoints: (build) => ({
      createWizardProject: build.mutation<{ id: number }, NewProject>({
        query: (body) => ({ url: `${root}/project`, method: 'POST', body }),
        invalidatesTags: [{ type: 'Project', id: 'LIST' }],
      }),
      createWizardOrders: build.mutation<{ ids: number[] }, ForClient & { projectId: number; request: CreateOrdersRequest; idempotencyKey?: string }>({
        query: ({ clientId, projectId, request, idempotencyKey }) => ({
          url: of(clientId, `/project/${projectId}/orders`),
          method: 'POST',
          body: request,
          headers: idempotencyHeaders(idempotencyKey),
        }),
        // New orders join the lists and the project's stats and amount; prepaid clients' balance is reserved.
        invalidatesTags: (_result, _error, { projectId }) => [
          'OrderList',
          { type: 'Project', id: 'LIST' },
          { type: 'Project', id: projectId },
          { type: 'ProjectStats', id: projectId },
          'Balance',
        ],
      }),
      getWizardProjects: build.query<Page<ProjectPickerItem>, ForClient & { name: string }>({
        query: ({ clientId, name }) =>
          role === 'admin'
            ? withQuery(`${root}/projects`, { clientId, fields: 'picker', name, limit: ALL, offset: 0 })
            : withQuery(`${root}/projects`, { fields: 'picker', name, limit: ALL, offset: 0 }),
        providesTags: [{ type: 'Project', id: 'LIST' }],
      }),
      /** The client's project named by a link (the project page's "New order"). */
      getWizardProject: build.query<ProjectDto, number>({
        query: (id) => `${root}/project/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Project', id }],
      }),
      getWizardBriefings: build.query<Page<WizardBriefing>, ForClient>({
        query: ({ clientId }) => withQuery(of(clientId, '/briefings'), { limit: ALL }),
      }),
      getWizardSystemBriefings: build.query<Page<WizardBriefing>, void>({
        query: () => withQuery(role === 'admin' ? `${root}/briefings` : `${root}/briefings/system`, { limit: ALL }),
      }),
      getWizardLayouts: build.query<Page<PreviewedTemplate>, ForClient>({
        query: ({ clientId }) => withQuery(of(clientId, '/text-layouts', '/layouts'), { limit: ALL }),
      }),
      getWizardGroups: build.query<LinguistGroup[], ForClient>({
        query: ({ clientId }) => of(clientId, '/groups'),
        providesTags: [{ type: 'LinguistGroup', id: 'LIST' }],
      }),
      searchWizardLinguists: build.query<LinguistSearchPage, ForClient & LinguistSearchQuery>({
        query: ({ clientId, ...params }) => withQuery(of(clientId, '/linguists', '/linguists/search'), { ...params }),
        providesTags: (result) => ['LinguistList', ...(result?.data ?? []).map((linguist) => ({ type: 'Linguist' as const, id: linguist.id }))],
      }),
      /** How the client's direct orders to her behave (decision 031): the wizard starts from them. */
      getWizardLinguistSettings: build.query<ClientLinguistSettings, ForClient & { linguistId: number }>({
        query: ({ clientId, linguistId }) => of(clientId, `/linguist/${linguistId}/settings`),
        providesTags: (_result, _error, { linguistId }) => [{ type: 'LinguistSettings', id: linguistId }],
      }),
      getWizardBalance: build.query<ClientBalance, ForClient>({
        query: ({ clientId }) => of(clientId, '/billing/balance', '/balance'),
        providesTags: ['Balance'],
      }),
      /** The price of each order of the review, in one cache entry so the total is at hand. */
      getWizardPrices: build.query<TextPriceResponse[], ForClient & { queries: TextPriceQuery[] }>({
        async queryFn({ clientId, queries }, _api, _extraOptions, baseQuery) {
          const path = of(clientId, '/orders/text-price', '/order-price-calculator');
          const answers = await Promise.all(queries.map((query) => baseQuery(withQuery(path, { ...query, textsAmount: 1 }))));
          const failed = answers.find((answer) => answer.error);
          if (failed?.error) return { error: failed.error };
          return { data: answers.map((answer) => answer.data as TextPriceResponse) };
        },
      }),
    }),
  });
}

export type OrderWizardApi = ReturnType<typeof injectOrderWizardEndpoints>;

/** Sums gross prices of one currency; the review shows one total. */
export function totalOf(prices: CalculatedPrice[]): number {
  return prices.reduce((sum, price) => sum + price.amountGross, 0);
}
