import type { CoreModule } from '../module.js';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  redeliverWebhook,
  updateWebhookEndpoint,
} from './webhook-endpoints.service.js';
import {
  webhookDeliveryPageSchema,
  webhookDeliveryParams,
  webhookDeliveryQuery,
  webhookDeliverySchema,
  webhookEndpointBody,
  webhookEndpointChangeBody,
  webhookEndpointCreatedSchema,
  webhookEndpointPageSchema,
  webhookEndpointParams,
  webhookEndpointSchema,
  webhookPingSchema,
} from './webhooks.schema.js';

const TAGS = ['Webhooks'];
const NOT_MINE = { 404: { description: 'No such endpoint of mine' } };

/**
 * A client's webhook endpoints (issue 17, decision 069), managed in Settings → API and through the API itself
 * (an API key with orders:write): registration with a secret shown once, the delivery log, redelivery and the
 * connection check.
 */
export const webhooksModule: CoreModule = {
  name: 'webhooks',
  register(api, runtime) {
    const config = runtime.config.webhooks;
    api.route({
      method: 'get',
      path: '/client/webhooks',
      summary: 'My webhook endpoints',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'The endpoints, oldest first', schema: webhookEndpointPageSchema } },
      handler: (_req, _res, caller) => listWebhookEndpoints(caller.id),
    });
    api.route({
      method: 'post',
      path: '/client/webhooks',
      summary: 'Register a webhook endpoint for some events; the answer carries its signing secret, shown this once',
      tags: TAGS,
      access: 'client',
      body: webhookEndpointBody,
      status: 201,
      responses: {
        201: { description: 'The endpoint and its secret', schema: webhookEndpointCreatedSchema },
        400: { description: 'A URL that is not http(s) (field url) or no or an unknown event (field events)' },
        422: { description: 'The URL resolves to a loopback, private or link-local address (field url), or the client has the most endpoints' },
      },
      handler: (req, _res, caller) => createWebhookEndpoint(config, caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/client/webhooks/:id',
      summary: 'One of my webhook endpoints',
      tags: TAGS,
      access: 'client',
      params: webhookEndpointParams,
      responses: { 200: { description: 'The endpoint', schema: webhookEndpointSchema }, ...NOT_MINE },
      handler: (req, _res, caller) => getWebhookEndpoint(caller.id, req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/client/webhooks/:id',
      summary: 'Change an endpoint’s URL, events or description, or disable and enable it',
      tags: TAGS,
      access: 'client',
      params: webhookEndpointParams,
      body: webhookEndpointChangeBody,
      responses: { 200: { description: 'The endpoint', schema: webhookEndpointSchema }, ...NOT_MINE, 422: { description: 'The new URL may not be reached (field url)' } },
      handler: (req, _res, caller) => updateWebhookEndpoint(config, caller.id, req.params.id, req.body),
    });
    api.route({
      method: 'delete',
      path: '/client/webhooks/:id',
      summary: 'Remove an endpoint and its delivery log',
      tags: TAGS,
      access: 'client',
      params: webhookEndpointParams,
      status: 204,
      responses: NOT_MINE,
      handler: (req, _res, caller) => deleteWebhookEndpoint(caller.id, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/client/webhooks/:id/deliveries',
      summary: 'The endpoint’s delivery log, newest first: status, attempts, the last answer’s status, latency and excerpt',
      tags: TAGS,
      access: 'client',
      params: webhookEndpointParams,
      query: webhookDeliveryQuery,
      responses: { 200: { description: 'A page of deliveries', schema: webhookDeliveryPageSchema }, ...NOT_MINE },
      handler: (req, _res, caller) => listWebhookDeliveries(caller.id, req.params.id, req.query),
    });
    api.route({
      method: 'post',
      path: '/client/webhooks/:id/deliveries/:deliveryId/redeliver',
      summary: 'Send a delivery’s event again, now, as a new delivery with its own retries',
      tags: TAGS,
      access: 'client',
      params: webhookDeliveryParams,
      status: 202,
      responses: { 202: { description: 'The new delivery, queued', schema: webhookDeliverySchema }, 404: { description: 'No such delivery of my endpoint' }, 409: { description: 'The endpoint is disabled' } },
      handler: (req, _res, caller) => redeliverWebhook(caller.id, req.params.id, req.params.deliveryId),
    });
    api.route({
      method: 'post',
      path: '/client/webhooks/:id/ping',
      summary: 'API connection check: send a signed ping event to the endpoint now and report its answer',
      tags: TAGS,
      access: 'client',
      params: webhookEndpointParams,
      responses: { 200: { description: 'What the endpoint answered', schema: webhookPingSchema }, ...NOT_MINE },
      handler: (req, _res, caller) => pingWebhookEndpoint(config, caller.id, req.params.id),
    });
  },
};
