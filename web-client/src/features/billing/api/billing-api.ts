import type {
  CreateDepositRequest,
  CreatePaymentIntentRequest,
  DepositDto,
  PaymentIntentDto,
  PaymentMethodsResponse,
  TextPriceResponse,
} from '@inkwell/contracts';
import { idempotencyHeaders, injectBillingSettingsEndpoints, registerBillingSettingsTexts, sessionRestored } from '@inkwell/web-kit';
import { api } from '../../../api/base-api';
import { CLIENT_API } from '../../../api/client-paths';
import { meApi } from '../../../api/me-api';
import { withQuery } from '../../../api/query-string';
import { i18n } from '../../../locales/i18n';
import { registerBillingTexts } from '../locales';

// The dialog and the billing form import this module, so their texts arrive with their code.
registerBillingTexts(i18n);
registerBillingSettingsTexts(i18n);

/** GET /client/orders/text-price for the deposit dialog's estimate (decision 010). */
export interface EstimatePriceQuery {
  words: number;
  textsAmount: number;
  language: string;
  level: string;
  services: ('copywriting' | 'proofreading')[];
  paymentMethod: string;
}

/** web-kit's billing settings calls (decision 058), for the client's own settings. */
export const billingSettingsApi = injectBillingSettingsEndpoints(api).enhanceEndpoints({
  endpoints: {
    updateBillingSettings: {
      // The legal check runs on save: it changes the settings' status and the client's hasValidLegalInfo.
      invalidatesTags: [{ type: 'BillingSettings', id: 'OWN' }, 'Me'],
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // The header names the client by its billing name: the signed-in user is refreshed as well.
          const me = await dispatch(meApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
          dispatch(sessionRestored(me));
        } catch {
          // A failed save is shown by the form; a failed refresh leaves the header as it was.
        }
      },
    },
  },
});

export const { useGetBillingSettingsQuery } = billingSettingsApi;

const billingTaggedApi = api.enhanceEndpoints({ addTagTypes: ['Deposit'] });

export const billingApi = billingTaggedApi.injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethodsResponse, void>({
      query: () => `${CLIENT_API}/billing/payment/methods`,
    }),
    createPaymentIntent: build.mutation<PaymentIntentDto, CreatePaymentIntentRequest & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: `${CLIENT_API}/billing/payment/intent`, method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
    }),
    getPaymentIntent: build.query<PaymentIntentDto, string>({
      query: (id) => `${CLIENT_API}/billing/payment/intent/${encodeURIComponent(id)}`,
      // Every look is a fresh question to Stripe: never answered from the cache.
      keepUnusedDataFor: 0,
    }),
    createDeposit: build.mutation<DepositDto, CreateDepositRequest & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({ url: `${CLIENT_API}/billing/deposit`, method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      invalidatesTags: ['Balance', 'Me', 'Deposit'],
    }),
    getEstimatePrice: build.query<TextPriceResponse, EstimatePriceQuery>({
      query: ({ words, ...query }) => withQuery(`${CLIENT_API}/orders/text-price`, { ...query, min: words, max: words, type: 'OO' }),
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useCreatePaymentIntentMutation,
  useCreateDepositMutation,
  useLazyGetEstimatePriceQuery,
} = billingApi;
