import {
  BFF_PATHS,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointChange,
  type WebhookEndpointCreated,
  type WebhookEndpointPage,
  type WebhookPingResult,
} from '@inkwell/contracts';
import { api } from '../../../api/base-api';
import { i18n } from '../../../locales/i18n';
import { registerWebhookTexts } from '../webhook-texts';

// The tab imports this module, so its texts arrive with its code.
registerWebhookTexts(i18n);

const path = (rest = '') => `${BFF_PATHS.apiPrefix}/client/webhooks${rest}`;

/** Decision 069: the client's webhook endpoints, their delivery logs, redelivery and the connection check. */
export const webhooksApi = api.enhanceEndpoints({ addTagTypes: ['WebhookEndpoint', 'WebhookDelivery'] }).injectEndpoints({
  endpoints: (build) => ({
    getWebhookEndpoints: build.query<WebhookEndpointPage, void>({
      query: () => path(),
      providesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    createWebhookEndpoint: build.mutation<WebhookEndpointCreated, WebhookEndpointBody>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    updateWebhookEndpoint: build.mutation<WebhookEndpoint, WebhookEndpointChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: path(`/${id}`), method: 'PATCH', body }),
      invalidatesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    deleteWebhookEndpoint: build.mutation<void, number>({
      query: (id) => ({ url: path(`/${id}`), method: 'DELETE' }),
      invalidatesTags: [{ type: 'WebhookEndpoint', id: 'LIST' }],
    }),
    getWebhookDeliveries: build.query<WebhookDeliveryPage, { id: number; limit: number; offset: number }>({
      query: ({ id, limit, offset }) => ({ url: path(`/${id}/deliveries`), params: { limit, offset } }),
      providesTags: (_page, _error, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
    redeliverWebhook: build.mutation<WebhookDelivery, { id: number; deliveryId: number }>({
      query: ({ id, deliveryId }) => ({ url: path(`/${id}/deliveries/${deliveryId}/redeliver`), method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
    pingWebhookEndpoint: build.mutation<WebhookPingResult, number>({
      query: (id) => ({ url: path(`/${id}/ping`), method: 'POST' }),
    }),
  }),
});
