import Joi from 'joi';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEndpointBody,
  type WebhookEndpointChange,
} from '@inkwell/contracts';
import { MAX_INT4, pageKeys, pageSchema, type PageQuery } from '../../shared/query-schemas.js';

const id = Joi.number().integer().min(1).max(MAX_INT4).required();
const url = Joi.string()
  .trim()
  .max(WEBHOOK_URL_MAX)
  .uri({ scheme: ['https', 'http'] })
  .description('where Inkwell POSTs the events; https in production')
  .example('https://shop.example.com/inkwell/webhooks');
const events = Joi.array()
  .items(Joi.string().valid(...WEBHOOK_EVENT_TYPES))
  .min(1)
  .unique()
  .description('the event types the endpoint receives')
  .example(['order.ready', 'order.accepted']);
const description = Joi.string().trim().max(WEBHOOK_DESCRIPTION_MAX).allow('', null).example('Shop integration');

export const webhookEndpointBody = Joi.object<WebhookEndpointBody>({ url: url.required(), events: events.required(), description });
export const webhookEndpointChangeBody = Joi.object<WebhookEndpointChange>({
  url,
  events,
  description,
  enabled: Joi.boolean().description('false stops deliveries; true enables an endpoint again, also one Inkwell disabled'),
}).min(1);

export const webhookEndpointParams = Joi.object<{ id: number }>({ id });
export const webhookDeliveryParams = Joi.object<{ id: number; deliveryId: number }>({ id, deliveryId: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required() });
export const webhookDeliveryQuery = Joi.object<PageQuery>(pageKeys);

const iso = Joi.string().isoDate();
export const webhookEndpointSchema = Joi.object({
  id: Joi.number().integer().example(3),
  url: Joi.string().example('https://shop.example.com/inkwell/webhooks'),
  description: Joi.string().allow(null).example('Shop integration'),
  events: Joi.array().items(Joi.string().valid(...WEBHOOK_EVENT_TYPES)).example(['order.ready', 'order.accepted']),
  status: Joi.string().valid('enabled', 'disabled').example('enabled'),
  disabledReason: Joi.string().allow(null).example(null),
  failingSince: iso.allow(null).example(null),
  createdAt: iso.example('2026-11-27T09:30:00.000Z'),
}).label('WebhookEndpoint');
export const webhookEndpointCreatedSchema = webhookEndpointSchema
  .keys({ secret: Joi.string().description('signs every delivery; shown in this answer only').example('whsec_Zx3mJ0f2vQ8rT5yWb1nK7cH4dL9pS6aE0gU2iO8kM3') })
  .label('WebhookEndpointCreated');
export const webhookEndpointPageSchema = pageSchema(webhookEndpointSchema);

export const webhookDeliverySchema = Joi.object({
  id: Joi.number().integer().example(120),
  eventId: Joi.number().integer().example(88),
  eventType: Joi.string().valid(...WEBHOOK_EVENT_TYPES).example('order.ready'),
  status: Joi.string().valid('pending', 'succeeded', 'failed').example('succeeded'),
  attempts: Joi.number().integer().example(1),
  nextAttemptAt: iso.allow(null).example(null),
  lastAttemptAt: iso.allow(null).example('2026-11-27T10:02:11.000Z'),
  statusCode: Joi.number().integer().allow(null).example(200),
  latencyMs: Joi.number().integer().allow(null).example(84),
  responseExcerpt: Joi.string().allow(null).example('ok'),
  error: Joi.string().allow(null).example(null),
  createdAt: iso.example('2026-11-27T10:02:10.000Z'),
}).label('WebhookDelivery');
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);

export const webhookPingSchema = Joi.object({
  ok: Joi.boolean().example(true),
  statusCode: Joi.number().integer().allow(null).example(200),
  latencyMs: Joi.number().integer().example(84),
  responseExcerpt: Joi.string().allow(null).example('ok'),
  error: Joi.string().allow(null).example(null),
}).label('WebhookPingResult');
