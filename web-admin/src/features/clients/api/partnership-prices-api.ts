import type { AdminClientPartnershipPrice, PartnershipPriceKey, SelfPartnershipPrice, SelfPriceBody } from '@inkwell/contracts';
import { ADMIN_API } from '../../../api/clients-api';
import { api } from '../../../api/base-api';

type PriceOf = { clientId: number; linguistId: number };
const listOf = (clientId: number) => [{ type: 'PartnershipPrice' as const, id: clientId }];
const pricePath = ({ clientId, linguistId }: PriceOf) => `${ADMIN_API}/client/${clientId}/linguist/${linguistId}/partnership-price`;

/** Decision 058: what linguists ask of a client per word, set and removed by staff on their behalf. */
export const partnershipPricesApi = api.enhanceEndpoints({ addTagTypes: ['PartnershipPrice'] }).injectEndpoints({
  endpoints: (build) => ({
    getPartnershipPrices: build.query<AdminClientPartnershipPrice[], number>({
      query: (clientId) => `${ADMIN_API}/client/${clientId}/partnership-prices`,
      providesTags: (_prices, _error, clientId) => listOf(clientId),
    }),
    setPartnershipPrice: build.mutation<SelfPartnershipPrice, PriceOf & { body: SelfPriceBody }>({
      query: ({ body, ...price }) => ({ url: pricePath(price), method: 'PUT', body }),
      invalidatesTags: (result, _error, { clientId }) => (result ? listOf(clientId) : []),
    }),
    removePartnershipPrice: build.mutation<void, PriceOf & PartnershipPriceKey>({
      query: ({ language, service, ...price }) => ({ url: pricePath(price), method: 'DELETE', params: { language, service } }),
      invalidatesTags: (_result, error, { clientId }) => (error ? [] : listOf(clientId)),
    }),
  }),
});

export const { useGetPartnershipPricesQuery, useSetPartnershipPriceMutation, useRemovePartnershipPriceMutation } = partnershipPricesApi;
