import type {
  ClientPriceListDto,
  ClientPriceListPage,
  ClientPricePositionRequest,
  CurrencyIso,
  PriceLanguageGroupDto,
  PriceListPositionsDto,
  PriceListService,
  SystemPriceListDto,
  SystemPricePositionRequest,
} from '@inkwell/contracts';
import { BFF_PATHS } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerPriceListTexts } from '../locales/price-lists';

// Every price list screen imports this module, so their texts arrive with their code.
registerPriceListTexts(i18n);

const PRICING_API = `${BFF_PATHS.apiPrefix}/admin/pricing`;

/** The system list of a currency, or a client's list by its id. */
export type PriceListRef = { kind: 'system'; currency: CurrencyIso } | { kind: 'client'; id: number };

export interface PositionsArgs {
  list: PriceListRef;
  service: PriceListService;
}

export interface ClientPriceListsArgs {
  search: string;
  limit: number;
  offset: number;
}

const positionsTag = ({ list, service }: PositionsArgs) => ({
  type: 'PriceListPositions' as const,
  id: `${list.kind === 'system' ? list.currency : list.id}:${service}`,
});

const pricingApi = api.enhanceEndpoints({ addTagTypes: ['PriceLists', 'PriceListPositions'] });

/** decision 053: staff's system and client price lists, their positions per service, and scheduled changes. */
export const priceListsApi = pricingApi.injectEndpoints({
  endpoints: (build) => ({
    getSystemPriceLists: build.query<SystemPriceListDto[], void>({
      query: () => `${PRICING_API}/system`,
      providesTags: ['PriceLists'],
    }),
    getClientPriceLists: build.query<ClientPriceListPage, ClientPriceListsArgs>({
      query: ({ search, limit, offset }) => ({
        url: `${PRICING_API}/clients`,
        params: { ...(search.trim() ? { search: search.trim() } : {}), limit, offset },
      }),
      providesTags: ['PriceLists'],
    }),
    getClientPriceList: build.query<ClientPriceListDto, number>({
      query: (id) => `${PRICING_API}/client/${id}`,
      providesTags: ['PriceLists'],
    }),
    getPriceLanguageGroups: build.query<PriceLanguageGroupDto[], void>({
      query: () => `${PRICING_API}/languages`,
    }),
    getPriceListPositions: build.query<PriceListPositionsDto, PositionsArgs>({
      query: ({ list, service }) =>
        list.kind === 'system'
          ? { url: `${PRICING_API}/system/positions`, params: { currency: list.currency, service } }
          : { url: `${PRICING_API}/client/${list.id}/positions`, params: { service } },
      providesTags: (_result, _error, args) => [positionsTag(args)],
    }),
    createClientPriceList: build.mutation<ClientPriceListDto, { clientId: number }>({
      query: (body) => ({ url: `${PRICING_API}/client`, method: 'POST', body }),
      invalidatesTags: ['PriceLists'],
    }),
    scheduleSystemPrice: build.mutation<PriceListPositionsDto, SystemPricePositionRequest>({
      query: (body) => ({ url: `${PRICING_API}/system/positions`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => ['PriceLists', positionsTag({ list: { kind: 'system', currency: body.currency }, service: body.service })],
    }),
    scheduleClientPrice: build.mutation<PriceListPositionsDto, { id: number; body: ClientPricePositionRequest }>({
      query: ({ id, body }) => ({ url: `${PRICING_API}/client/${id}/positions`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id, body }) => ['PriceLists', positionsTag({ list: { kind: 'client', id }, service: body.service })],
    }),
    cancelScheduledPrice: build.mutation<null, PositionsArgs & { positionId: number }>({
      query: ({ list, positionId }) => ({
        url: `${PRICING_API}/${list.kind === 'system' ? 'system' : 'client'}/position/${positionId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, args) => ['PriceLists', positionsTag(args)],
    }),
  }),
});

export const {
  useGetSystemPriceListsQuery,
  useGetClientPriceListsQuery,
  useGetClientPriceListQuery,
  useGetPriceLanguageGroupsQuery,
  useGetPriceListPositionsQuery,
  useCreateClientPriceListMutation,
  useScheduleSystemPriceMutation,
  useScheduleClientPriceMutation,
  useCancelScheduledPriceMutation,
} = priceListsApi;
