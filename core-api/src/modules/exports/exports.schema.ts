import Joi from 'joi';
import {
  EXPORT_TYPES,
  WORDPRESS_POST_STATUSES,
  type ProjectExportRequest,
  type WordpressSettingsRequest,
} from '@inkwell/contracts';
import { MAX_INT4 } from '../../shared/query-schemas.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);
const iso = Joi.string().isoDate();

export const projectExportBody = Joi.object<ProjectExportRequest>({
  type: Joi.string().valid(...EXPORT_TYPES).required(),
  orderIds: Joi.array().items(id).min(1).max(1000).unique(),
  email: Joi.string().trim().email({ tlds: false }).max(254).when('type', { is: 'mail', then: Joi.required(), otherwise: Joi.forbidden() }),
  categoryId: id.when('type', { is: 'wordpress', then: Joi.required(), otherwise: Joi.forbidden() }),
  postStatus: Joi.string().valid(...WORDPRESS_POST_STATUSES).when('type', { is: 'wordpress', then: Joi.optional(), otherwise: Joi.forbidden() }),
});

const siteUrl = Joi.string().trim().max(500).uri({ scheme: ['http', 'https'] });
const username = Joi.string().trim().min(1).max(200);
// WordPress shows application passwords as six groups of four; spaces are kept, WordPress ignores them.
const applicationPassword = Joi.string().trim().min(8).max(200);

export const wordpressSettingsBody = Joi.object<WordpressSettingsRequest>({
  siteUrl: siteUrl.required(),
  username: username.required(),
  applicationPassword: applicationPassword.allow(''),
});

/** The connection check tries the form as typed (blank password: the stored one), or the saved settings when empty. */
export const wordpressCheckBody = Joi.object<Partial<WordpressSettingsRequest>>({
  siteUrl,
  username,
  applicationPassword: applicationPassword.allow(''),
}).and('siteUrl', 'username');

export const onlineExportIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const projectAndLinkParams = Joi.object<{ id: number; linkId: number }>({ id: id.required(), linkId: id.required() });
// 32 random bytes in base64url: exactly 43 characters
export const sharedTokenParams = Joi.object<{ token: string }>({ token: Joi.string().pattern(/^[A-Za-z0-9_-]{43}$/).required() });

const onlineExportLinkSchema = Joi.object({ id, path: Joi.string().allow(null), url: Joi.string(), ordersCount: Joi.number().integer(), createdAt: iso, revokedAt: iso.allow(null) });
export const onlineExportListSchema = Joi.object({ data: Joi.array().items(onlineExportLinkSchema) });

export const projectExportResultSchema = Joi.object({
  type: Joi.string().valid(...EXPORT_TYPES),
  orderIds: Joi.array().items(id),
  exportedAt: iso,
  link: onlineExportLinkSchema,
  posts: Joi.array().items(Joi.object({ orderId: id, postId: Joi.number().integer(), link: Joi.string().allow(null), created: Joi.boolean() })),
});

export const sharedTextsSchema = Joi.object({
  projectName: Joi.string(),
  createdAt: iso,
  texts: Joi.array().items(Joi.object({ orderId: id, title: Joi.string(), content: Joi.string().allow(''), words: Joi.number().integer(), acceptedAt: iso.allow(null) })),
});

const wordpressSettingsSchema = Joi.object({ siteUrl: Joi.string(), username: Joi.string(), passwordHint: Joi.string(), updatedAt: iso });
export const wordpressConnectionSchema = Joi.object({ connection: wordpressSettingsSchema.allow(null) });
export const wordpressCheckSchema = Joi.object({ ok: Joi.boolean().valid(true), userName: Joi.string() });
export const wordpressCategoriesSchema = Joi.object({ data: Joi.array().items(Joi.object({ id: Joi.number().integer(), name: Joi.string().allow('') })) });
