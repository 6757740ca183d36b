import Joi from 'joi';
import {
  DIRECT_FALLBACKS,
  DIRECT_TAKE_HOURS_MAX,
  DIRECT_TAKE_HOURS_MIN,
  LINGUIST_ACTIVITY_KINDS,
  LINGUIST_AVAILABILITY_STATUSES,
  LINGUIST_GROUP_TYPES,
  LINGUIST_NOTE_MAX_LENGTH,
  LINGUIST_SEARCH_TOTAL_CAP,
  LINGUIST_SORTS,
  TOP_LINGUISTS_LIMIT,
  type ClientLinguistSettings,
  type LinguistGroupType,
  type LinguistGroupsBody,
  type LinguistNoteBody,
  type NewLinguistGroupBody,
  type RenameLinguistGroupBody,
} from '@inkwell/contracts';
import { LEVEL_CODES } from '../reference/index.js';
import { MAX_INT4, listParam, pageKeys } from '../../shared/query-schemas.js';
import type { LinguistSearch } from './linguist-search.service.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);
const groupType = Joi.string().valid(...LINGUIST_GROUP_TYPES);
const groupName = Joi.string().trim().min(1).max(100);

export const linguistIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const groupIdParams = Joi.object<{ id: number }>({ id: id.required() });
export const noteParams = Joi.object<{ id: number; noteId: number }>({ id: id.required(), noteId: id.required() });

export const linguistSearchQuery = Joi.object<LinguistSearch>({
  search: Joi.string().trim().max(100).allow(''),
  languages: listParam(Joi.string().trim().max(20)).description('cultures, e.g. de-DE'),
  level: listParam(Joi.string().valid(...LEVEL_CODES)),
  service: groupType,
  interests: listParam(id).description('text topic ids'),
  relation: Joi.string().valid('bookmarked', 'blocked'),
  workedWithMe: Joi.boolean(),
  sort: Joi.string().valid(...LINGUIST_SORTS).default('rating'),
  direction: Joi.string().valid('asc', 'desc'),
  ...pageKeys,
});

export const topLinguistsQuery = Joi.object<{ limit: number }>({
  limit: Joi.number().integer().min(1).max(20).default(TOP_LINGUISTS_LIMIT),
});

export const groupsQuery = Joi.object<{ type?: LinguistGroupType }>({ type: groupType });

export const noteBody = Joi.object<LinguistNoteBody>({
  text: Joi.string().trim().min(1).max(LINGUIST_NOTE_MAX_LENGTH).required().description('plain text, shown escaped'),
});

export const newGroupBody = Joi.object<NewLinguistGroupBody>({ name: groupName.required(), type: groupType.required() });
export const renameGroupBody = Joi.object<RenameLinguistGroupBody>({ name: groupName.required() });

export const groupsIdBody = Joi.object<LinguistGroupsBody>({
  groupsId: Joi.array().items(id).min(1).max(100).unique().required(),
});

const languageRef = Joi.object({ culture: Joi.string().required(), name: Joi.string().required() });
const linguistItemKeys = {
  id: Joi.number().integer().required(),
  nickname: Joi.string().allow(null).required(),
  avatar: Joi.string().allow(null).required(),
  initials: Joi.string().required(),
  level: Joi.string().allow(null).required(),
  rating: Joi.number().allow(null).required(),
  languages: Joi.array().items(languageRef).required(),
  interests: Joi.array().items(Joi.object({ id: Joi.number().integer(), name: Joi.string() })).required(),
  successRate: Joi.number().allow(null).required(),
  totalOrders: Joi.number().integer().required(),
  pricePerWord: Joi.string().allow(null).required(),
  currency: Joi.string().allow(null).required(),
  roles: Joi.array().items(Joi.string()).required(),
  relation: Joi.string().valid('BOOKMARKED', 'BLOCKED').allow(null).required(),
};
export const linguistItemSchema = Joi.object(linguistItemKeys);
export const linguistSearchPageSchema = Joi.object({
  data: Joi.array().items(linguistItemSchema).required(),
  total: Joi.number().integer().required().description(`exact up to ${LINGUIST_SEARCH_TOTAL_CAP} matches, then the cap (see totalCapped)`),
  totalCapped: Joi.boolean().required().description(`more than ${LINGUIST_SEARCH_TOTAL_CAP} linguists match: show "${LINGUIST_SEARCH_TOTAL_CAP}+"`),
});
export const availabilitySchema = Joi.object({
  status: Joi.string().valid(...LINGUIST_AVAILABILITY_STATUSES),
  until: Joi.string().allow(null).description('YYYY-MM-DD, the day she is back'),
});
export const linguistProfileSchema = Joi.object({
  ...linguistItemKeys,
  ordersWithMe: Joi.object({ lifetime: Joi.number().integer(), lastMonth: Joi.number().integer() }).required(),
  availability: availabilitySchema.required(),
});
export const relationSchema = Joi.object({ relation: Joi.string().valid('BOOKMARKED', 'BLOCKED').allow(null).required() });
export const noteSchema = Joi.object({ id: Joi.number().integer(), linguistId: Joi.number().integer(), text: Joi.string(), createdAt: Joi.date(), updatedAt: Joi.date() });
export const groupSchema = Joi.object({ id: Joi.number().integer(), name: Joi.string(), type: groupType, membersCount: Joi.number().integer(), createdAt: Joi.date() });
export const groupDetailSchema = groupSchema.keys({ members: Joi.array().items(linguistItemSchema) });
export const clientLinguistStatsSchema = Joi.object({
  bookmarked: Joi.number().integer(),
  blocked: Joi.number().integer(),
  groups: Joi.number().integer(),
  workedWithLifetime: Joi.number().integer(),
  workedWithLastMonth: Joi.number().integer(),
});
export const linguistOrderRowSchema = Joi.object({
  id: Joi.number().integer(),
  title: Joi.string(),
  projectId: Joi.number().integer(),
  type: Joi.string(),
  level: Joi.string(),
  language: languageRef,
  role: Joi.string().valid('writer', 'proofreader'),
  status: Joi.string(),
  words: Joi.object({ min: Joi.number(), max: Joi.number(), final: Joi.number().allow(null) }),
  price: Joi.object({ min: Joi.number(), max: Joi.number(), final: Joi.number().allow(null), currency: Joi.string() }),
  createdAt: Joi.date(),
  acceptedAt: Joi.date().allow(null),
});

const mean = Joi.number().allow(null);
export const orderStatsSchema = Joi.object({
  ordersByStatus: Joi.object().pattern(Joi.string(), Joi.number().integer()),
  totalOrders: Joi.number().integer(),
  acceptanceRate: mean,
  rejectionRate: mean,
  rating: mean,
  ratings: Joi.object({ content: mean, form: mean, readability: mean, communication: mean }),
  ratedOrders: Joi.number().integer(),
});
export const activitySchema = Joi.object({
  id: Joi.string(),
  kind: Joi.string().valid(...LINGUIST_ACTIVITY_KINDS),
  at: Joi.date(),
  order: Joi.object({ id: Joi.number().integer(), title: Joi.string() }).allow(null),
  note: Joi.object({ id: Joi.number().integer(), text: Joi.string() }).allow(null),
  client: Joi.object({ id: Joi.number().integer(), name: Joi.string() }).allow(null),
});
const directFallback = Joi.string().valid(...DIRECT_FALLBACKS);
const directTakeHours = Joi.number().integer().min(DIRECT_TAKE_HOURS_MIN).max(DIRECT_TAKE_HOURS_MAX);
export const clientLinguistSettingsSchema = Joi.object({ directFallback, directTakeHours });
export const clientLinguistSettingsPatch = Joi.object<Partial<ClientLinguistSettings>>({
  directFallback: directFallback.description('what becomes of a direct order to her she declines or does not take in time, when the order names none'),
  directTakeHours: directTakeHours.description('hours she has to take a direct order of this client'),
}).min(1);
