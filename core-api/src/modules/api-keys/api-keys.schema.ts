import Joi from 'joi';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyCreateBody } from '@inkwell/contracts';
import { MAX_INT4, pageSchema } from '../../shared/query-schemas.js';

const id = Joi.number().integer().min(1).max(MAX_INT4).required();

export const apiKeyCreateBody = Joi.object<ApiKeyCreateBody>({
  name: Joi.string().trim().min(1).max(API_KEY_NAME_MAX).required().description('tells the client’s keys apart, e.g. “Shop integration”').example('Shop integration'),
  scopes: Joi.array()
    .items(Joi.string().valid(...API_KEY_SCOPES))
    .min(1)
    .unique()
    .required()
    .description('read: every read of the client’s data; orders:write: create and change orders, projects, quotes, imports, messages and webhooks; billing:read: balance, deposits and invoices')
    .example(['read', 'orders:write']),
});

export const apiKeyParams = Joi.object<{ id: number }>({ id });
export const adminClientParams = Joi.object<{ id: number }>({ id });
export const adminApiKeyParams = Joi.object<{ id: number; keyId: number }>({ id, keyId: id });

export const apiKeySchema = Joi.object({
  id: Joi.number().integer().example(7),
  name: Joi.string().example('Shop integration'),
  scopes: Joi.array().items(Joi.string().valid(...API_KEY_SCOPES)).example(['read', 'orders:write']),
  prefix: Joi.string().example('ink_live_3fKq'),
  createdAt: Joi.string().isoDate().example('2026-11-27T09:30:00.000Z'),
  lastUsedAt: Joi.string().isoDate().allow(null).example('2026-11-27T10:02:11.000Z'),
  lastUsedIp: Joi.string().allow(null).example('203.0.113.7'),
  revokedAt: Joi.string().isoDate().allow(null).example(null),
}).label('ApiKey');

export const apiKeyCreatedSchema = apiKeySchema
  .keys({ secret: Joi.string().description('the whole key, shown in this answer only').example('ink_live_3fKqM0sYwXo2d9Qv7h1LZcA8bN4eR6tUjPgVyKiWmHs') })
  .label('ApiKeyCreated');

export const apiKeyPageSchema = pageSchema(apiKeySchema);
