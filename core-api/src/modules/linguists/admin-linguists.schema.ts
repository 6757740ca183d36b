import Joi from 'joi';
import {
  ADMIN_LINGUIST_LIST_TOTAL_CAP,
  ADMIN_LINGUIST_NOTE_MAX_LENGTH,
  ADMIN_LINGUIST_SORTS,
  ADMIN_LINGUIST_STATUSES,
  INTERFACE_LANGUAGES,
  LEGAL_FORMS,
  LINGUIST_GROUP_TYPES,
  LINGUIST_RELATION_ACTIONS,
  LINGUIST_ROLES,
  LINGUIST_STATUS_REASON_MAX_LENGTH,
  ORDER_STATUSES,
  SETTABLE_LINGUIST_STATUSES,
  TAX_TREATMENTS,
  type AdminClientLinguistsQuery,
  type AdminGroupsQuery,
  type AdminGroupLinguistsBody,
  type AdminLinguistInvoicingSettingsBody,
  type AdminLinguistNoteBody,
  type AdminLinguistOrdersQuery,
  type AdminLinguistPatch,
  type AdminLinguistSearchQuery,
  type AdminLinguistStatusBody,
  type LinguistGroupType,
  type LinguistLegalInfoBody,
  type LinguistRelationAction,
  type NewAdminLinguistBody,
} from '@inkwell/contracts';
import { LEVEL_CODES } from '../reference/index.js';
import { MAX_INT4, listParam, pageKeys } from '../../shared/query-schemas.js';
import { availabilitySchema, groupSchema, linguistItemSchema, linguistOrderRowSchema, orderStatsSchema } from './linguists.schema.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);
const culture = Joi.string().trim().max(20);
const level = Joi.string().valid(...LEVEL_CODES);
const role = Joi.string().valid(...LINGUIST_ROLES);
const name = Joi.string().trim().min(1).max(100);
const nickname = Joi.string().trim().min(1).max(50).allow(null);
const roles = Joi.array().items(role).min(1).unique();
const languages = Joi.array().items(culture).min(1).max(20).unique();
const currencies = ['EUR', 'USD', 'GBP'];

export const adminLinguistIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const adminNoteParams = Joi.object<{ id: number; noteId: number }>({ id: id.required(), noteId: id.required() });
export const adminClientIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const adminClientLinguistParams = Joi.object<{ id: number; linguistId: number }>({ id: id.required(), linguistId: id.required() });
export const adminRelationParams = Joi.object<{ clientId: number; linguistId: number; action: LinguistRelationAction }>({
  clientId: id.required(),
  linguistId: id.required(),
  action: Joi.string().valid(...LINGUIST_RELATION_ACTIONS).required(),
});
export const adminGroupIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const adminGroupMemberParams = Joi.object<{ id: number; linguistId: number }>({ id: id.required(), linguistId: id.required() });

export type AdminLinguistSearch = AdminLinguistSearchQuery & { limit: number; offset: number };
export const adminLinguistSearchQuery = Joi.object<AdminLinguistSearch>({
  search: Joi.string().trim().max(200).allow('').description('words of the nickname, names or e-mail; a number also matches the id'),
  status: listParam(Joi.string().valid(...ADMIN_LINGUIST_STATUSES)),
  role: listParam(role),
  level: listParam(level),
  language: listParam(culture).description('cultures, e.g. de-DE'),
  sort: Joi.string()
    .valid(...ADMIN_LINGUIST_SORTS)
    .default('-created')
    .description('created, id, nickname or email; a leading - for descending (each walks an index)'),
  // Pickers list every linguist at once (admin spec §9: big lists use limit 99999).
  limit: Joi.number().integer().min(0).max(99_999).default(10).description('0 answers only the total'),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
});

export const legalInfoBody = Joi.object<LinguistLegalInfoBody>({
  legalForm: Joi.string().valid(...LEGAL_FORMS).required(),
  companyName: Joi.when('legalForm', {
    is: 'COMPANY',
    then: Joi.string().trim().min(1).max(200).required(),
    otherwise: Joi.string().trim().max(200).allow('', null),
  }),
  address: Joi.string().trim().min(1).max(200).required(),
  zipcode: Joi.string().trim().min(1).max(20).required(),
  city: Joi.string().trim().min(1).max(100).required(),
  country: Joi.string().trim().uppercase().length(2).required(),
  EUVATNumber: Joi.string().trim().max(30).allow('', null),
  taxNumber: Joi.string().trim().max(50).allow('', null),
  taxTreatment: Joi.string()
    .valid(...TAX_TREATMENTS)
    .description('how her credit notes treat VAT (decision 060); left out, derived from country and VAT number'),
});

export const newAdminLinguistBody = Joi.object<NewAdminLinguistBody>({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  firstName: name.required(),
  lastName: name.required(),
  nickname,
  level: level.required(),
  roles: roles.required(),
  languages: languages.required(),
  country: Joi.string().trim().uppercase().length(2).required(),
  currency: Joi.string().valid(...currencies).required(),
  language: Joi.string().valid(...INTERFACE_LANGUAGES).default('en'),
  legalInfo: legalInfoBody.allow(null).description('her invoicing data; 422 when inconsistent (decision 031)'),
});

export const adminInvoicingSettingsBody = Joi.object<AdminLinguistInvoicingSettingsBody>({
  legalInfo: legalInfoBody.required().description('her whole invoicing data, replacing what is stored; 422 when inconsistent'),
});

export const adminLinguistPatchBody = Joi.object<AdminLinguistPatch>({
  nickname,
  firstName: name,
  lastName: name,
  level,
  roles,
  languages,
  interests: Joi.array().items(id).max(30).unique(),
}).min(1);

export const adminLinguistStatusBody = Joi.object<AdminLinguistStatusBody>({
  status: Joi.string().valid(...SETTABLE_LINGUIST_STATUSES).required(),
  reason: Joi.string().trim().min(1).max(LINGUIST_STATUS_REASON_MAX_LENGTH).required(),
});

export type AdminLinguistOrders = AdminLinguistOrdersQuery & { limit: number; offset: number };
export const adminLinguistOrdersQuery = Joi.object<AdminLinguistOrders>({ status: listParam(Joi.string().valid(...ORDER_STATUSES)), ...pageKeys });

export const adminNoteBody = Joi.object<AdminLinguistNoteBody>({
  text: Joi.string().trim().min(1).max(ADMIN_LINGUIST_NOTE_MAX_LENGTH).required().description('plain text, shown escaped'),
});

export type AdminClientLinguists = AdminClientLinguistsQuery & { limit: number; offset: number };
export const adminClientLinguistsQuery = Joi.object<AdminClientLinguists>({
  relation: Joi.string().valid('bookmarked', 'blocked', 'workedWith'),
  search: Joi.string().trim().max(100).allow(''),
  ...pageKeys,
});
export const adminClientGroupsQuery = Joi.object<{ type?: LinguistGroupType }>({ type: Joi.string().valid(...LINGUIST_GROUP_TYPES) });

export const adminGroupsQuery = Joi.object<AdminGroupsQuery & { limit: number; offset: number }>({
  search: Joi.string().trim().max(200).allow('').description('words of the group’s or its client’s name; a number also matches the id'),
  type: Joi.string().valid(...LINGUIST_GROUP_TYPES),
  ...pageKeys,
});

export const adminGroupLinguistsBody = Joi.object<AdminGroupLinguistsBody>({ linguistIds: Joi.array().items(id).min(1).max(100).unique().required() });
export const adminRenameGroupBody = Joi.object<{ name: string }>({ name: Joi.string().trim().min(1).max(100).required() });

const languageRef = Joi.object({ culture: Joi.string(), name: Joi.string() });
const personRef = Joi.object({ id: Joi.number().integer(), name: Joi.string() }).allow(null);
const clientRef = Joi.object({ id: Joi.number().integer(), name: Joi.string().allow(null) });
const accountStatus = Joi.string().valid(...ADMIN_LINGUIST_STATUSES);

/** The answer of GET /admin/linguists and /admin/groups: a page whose total is counted up to the cap. */
export const adminCappedPageSchema = (item: Joi.Schema): Joi.ObjectSchema =>
  Joi.object({
    data: Joi.array().items(item).required(),
    total: Joi.number().integer().required().description(`exact up to ${ADMIN_LINGUIST_LIST_TOTAL_CAP} matches (always for limit=0), then the cap (see totalCapped)`),
    totalCapped: Joi.boolean().required().description(`more than ${ADMIN_LINGUIST_LIST_TOTAL_CAP} match: show "${ADMIN_LINGUIST_LIST_TOTAL_CAP}+"`),
  });

export const adminLinguistItemSchema = Joi.object({
  id: Joi.number().integer(),
  nickname: Joi.string().allow(null),
  firstName: Joi.string().allow(null),
  lastName: Joi.string().allow(null),
  email: Joi.string(),
  status: accountStatus,
  level: Joi.string().allow(null),
  roles: Joi.array().items(role),
  languages: Joi.array().items(languageRef),
  country: Joi.string().allow(null),
  currency: Joi.string().allow(null),
  totalOrders: Joi.number().integer(),
  rating: Joi.number().allow(null),
  createdAt: Joi.date(),
});
export const legalInfoSchema = Joi.object({
  legalForm: Joi.string(),
  companyName: Joi.string().allow(null),
  address: Joi.string(),
  zipcode: Joi.string(),
  city: Joi.string(),
  country: Joi.string(),
  EUVATNumber: Joi.string().allow(null),
  taxNumber: Joi.string().allow(null),
  taxTreatment: Joi.string().valid(...TAX_TREATMENTS),
  status: Joi.string().valid('NEEDS_VALIDATION', 'VALID', 'INVALID'),
  legalInfoLastCheckedAt: Joi.date(),
});
export const adminLinguistProfileSchema = adminLinguistItemSchema.keys({
  avatar: Joi.string().allow(null),
  initials: Joi.string(),
  servicesAvailable: Joi.array().items(Joi.string()),
  language: Joi.string(),
  interests: Joi.array().items(Joi.object({ id: Joi.number().integer(), name: Joi.string() })),
  stats: orderStatsSchema,
  availability: availabilitySchema,
  legalInfo: legalInfoSchema.allow(null),
});
export const adminInvoicingSettingsSchema = Joi.object({ legalInfo: legalInfoSchema.allow(null) });
export const linguistCreatedSchema = Joi.object({ id: Joi.number().integer() });
export const statusChangeSchema = Joi.object({ id: Joi.number().integer(), from: accountStatus.allow(null), to: accountStatus, reason: Joi.string(), admin: personRef, at: Joi.date() });
export const adminLinguistOrderRowSchema = linguistOrderRowSchema.keys({ client: clientRef });
export const adminGroupSchema = groupSchema.keys({ client: clientRef });
export const adminGroupDetailSchema = adminGroupSchema.keys({ members: Joi.array().items(linguistItemSchema) });
export const adminNoteSchema = Joi.object({ id: Joi.number().integer(), linguistId: Joi.number().integer(), text: Joi.string(), author: personRef, createdAt: Joi.date(), updatedAt: Joi.date() });
export const adminClientLinguistItemSchema = linguistItemSchema.keys({ status: accountStatus, ordersWithClient: Joi.number().integer() });
