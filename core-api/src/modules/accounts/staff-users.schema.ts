import Joi from 'joi';
import {
  INTERFACE_LANGUAGES,
  INTERNAL_USER_STATUSES,
  type InternalUserPatch,
  type NewInternalUserBody,
} from '@inkwell/contracts';
import type { AdminAccountListQuery } from '../users/index.js';
import { MAX_INT4, pageSchema } from '../../shared/query-schemas.js';

const email = Joi.string().trim().email({ tlds: false }).min(3).max(254);
/** Names end up in mail greetings, so one line. */
const name = Joi.string().trim().min(1).max(100).pattern(/^[^\r\n]*$/, 'one line');
const language = Joi.string().valid(...INTERFACE_LANGUAGES).description('the interface language, also the language of their mails');

export const internalUserListQuery = Joi.object<AdminAccountListQuery>({
  status: Joi.string().valid(...INTERNAL_USER_STATUSES).description('ACTIVE for pickers; PENDING_ACTIVATION while invited; CLOSED_BY_GC once deactivated'),
  // Pickers list every active colleague at once (admin spec §9: big lists use limit 99999).
  limit: Joi.number().integer().min(0).max(99_999).default(10).description('0 answers only the total'),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
});

export const newInternalUserBody = Joi.object<NewInternalUserBody>({
  email: email.required(),
  firstName: name.required(),
  lastName: name.required(),
  language: language.default('en'),
  fakturaAccess: Joi.boolean().default(false).description('may open invoices, credit invoices and accounting'),
});

export const internalUserPatch = Joi.object<InternalUserPatch>({
  email,
  firstName: name,
  lastName: name,
  language,
  fakturaAccess: Joi.boolean(),
  active: Joi.boolean().description('false deactivates the account (no sign-in), true gives it back'),
}).min(1);

export const internalUserSchema = Joi.object({
  id: Joi.number().integer().required(),
  email: Joi.string().required(),
  firstName: Joi.string().allow(null).required(),
  lastName: Joi.string().allow(null).required(),
  language: Joi.string().valid(...INTERFACE_LANGUAGES).required(),
  fakturaAccess: Joi.boolean().required(),
  status: Joi.string().valid(...INTERNAL_USER_STATUSES, 'CLOSED_BY_USER').required(),
  createdAt: Joi.string().isoDate().required(),
});

export const internalUserPageSchema = pageSchema(internalUserSchema);
