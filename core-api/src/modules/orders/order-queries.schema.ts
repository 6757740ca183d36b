import Joi from 'joi';
import {
  ADMIN_SEARCH_TOTAL_CAP,
  CLIENT_ORDER_VIEWS,
  EXPORT_TYPES,
  ORDER_SERVICES,
  ORDER_STATUSES,
  ORDER_TYPES,
  SEARCH_MIN_LENGTH,
  isSearchTerm,
  type ClientOrderView,
  type OrderStatus,
} from '@inkwell/contracts';
import { MAX_INT4, isoDateParam, listParam, pageKeys, pageSchema, type DateBound, type PageQuery } from '../../shared/query-schemas.js';

/** Query and answer schemas of the order reads. */

/** Where a page starts in a newest-first order list: after this order (see SORT_KEY in order-queries.sql.ts). */
export interface OrderCursor {
  /** ISO 8601 UTC with microseconds, as the database wrote it */
  createdAt: string;
  id: number;
  /** a search's total as its first page counted it, which the pages after it answer without counting again */
  counted?: { total: number; capped: boolean };
}

/** A page by offset, or by the cursor of the page before it. */
export interface CursorPageQuery extends PageQuery {
  after?: OrderCursor;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,10})(?:_(\d{1,10})(\+?))?$/;

/** `nextCursor` of the page before; read into the instant and id the next page starts after. */
export function cursorParam(): Joi.StringSchema {
  return Joi.string()
    .max(52)
    .custom((value: string, helpers) => {
      const [, createdAt = '', digits = '', total, capped] = CURSOR.exec(value) ?? [];
      const instant = new Date(createdAt);
      const id = Number(digits);
      // a real instant (no 30 February), written back the same to the second
      const real = !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 19) === createdAt.slice(0, 19);
      if (!real || id < 1 || id > MAX_INT4) return helpers.error('cursor.invalid');
      const counted = total === undefined ? {} : { counted: { total: Number(total), capped: capped === '+' } };
      return { createdAt, id, ...counted } satisfies OrderCursor;
    })
    .messages({ 'cursor.invalid': '{{#label}} must be the nextCursor of a page of this list' })
    .description('nextCursor of the page before: answers the rows after it (offset must then be 0)')
    .example('2025-03-04T09:07:00.123456Z_4711_1000+');
}

/** Paging of the lists that also take a cursor: `after` says where the page starts, so an offset would say it twice. */
export const cursorPageKeys = {
  after: cursorParam(),
  limit: pageKeys.limit,
  offset: pageKeys.offset.when('after', {
    is: Joi.exist(),
    then: Joi.valid(0).messages({ 'any.only': '{{#label}} must be 0 with "after": the cursor says where the page starts' }),
  }),
};

const culture = Joi.string().pattern(/^[A-Za-z]{2,3}[-_][A-Za-z]{2}$/).example('de-DE');

export const searchParam = Joi.string().trim().max(200).allow('').description('words of the title, or the order id');

// Titles are searched through their trigrams: shorter words have none and read every order the list may show
// (staff's: every client's; the largest client's own "ab" took 1-2.4 s).
const titleSearchParam = searchParam
  .custom((value: string, helpers) => (isSearchTerm(value) ? value : helpers.error('search.short')))
  .messages({ 'search.short': `{{#label}} must be an order id or at least ${SEARCH_MIN_LENGTH} characters of the title` })
  .description(`the order id, or words of the title of at least ${SEARCH_MIN_LENGTH} characters`);

export const culturesParam = listParam(culture).description('cultures of the order language');

/** Filters of the client's order lists (GET /client/orders and a project's orders). */
export interface ClientOrderFilters extends PageQuery {
  status?: ClientOrderView[];
  search?: string;
  createdDateTo?: DateBound;
  remainingTo?: number;
  remainingFrom?: number;
  processingStatus?: OrderStatus[];
  projectIds?: number[];
  languages?: string[];
  acceptedYears?: number[];
  acceptedDateFrom?: DateBound;
  acceptedDateTo?: DateBound;
}

const clientOrderFilterKeys = {
  status: listParam(Joi.string().valid(...CLIENT_ORDER_VIEWS)).description('client view: open, processing, ready, completed'),
  search: titleSearchParam,
  createdDateTo: isoDateParam().description('created on or before (ISO 8601 date or date-time)'),
  remainingTo: Joi.number().integer().min(0).max(10_000).description('at most this many hours to the deadline'),
  remainingFrom: Joi.number().integer().min(0).max(10_000).description('at least this many hours to the deadline'),
  processingStatus: listParam(Joi.string().valid(...ORDER_STATUSES)).description('detailed statuses'),
  languages: culturesParam,
  acceptedYears: listParam(Joi.number().integer().min(2011).max(9999)).description('years (UTC) of acceptance'),
  acceptedDateFrom: isoDateParam(),
  acceptedDateTo: isoDateParam(),
  ...pageKeys,
};

export const clientOrdersQuery = Joi.object<ClientOrderFilters>({
  ...clientOrderFilterKeys,
  projectIds: listParam(Joi.number().integer().min(1).max(MAX_INT4)),
});

export const projectOrdersQuery = Joi.object<ClientOrderFilters>(clientOrderFilterKeys);

export const LINGUIST_NEW_ORDER_TYPES = ['requested', 'available'] as const;
export type LinguistNewOrderType = (typeof LINGUIST_NEW_ORDER_TYPES)[number];

export interface LinguistNewOrdersQuery extends PageQuery {
  type?: LinguistNewOrderType[];
}

export const linguistNewOrdersQuery = Joi.object<LinguistNewOrdersQuery>({
  type: listParam(Joi.string().valid(...LINGUIST_NEW_ORDER_TYPES)).description(
    'requested (direct requests), available (open and group orders); both when absent',
  ),
  ...pageKeys,
});

export const linguistAvailableClientSchema = Joi.object({ id: Joi.number().integer(), name: Joi.string(), orders: Joi.number().integer() });

export const ACTION_REQUIRED_FILTERS = ['all', 'proofreader_missing', 'rejection_requested'] as const;
export type ActionRequiredFilter = (typeof ACTION_REQUIRED_FILTERS)[number];

export interface AdminOrderFilters extends CursorPageQuery {
  search?: string;
  clientId?: number;
  languages?: string[];
  filter?: ActionRequiredFilter;
}

const adminOrderFilterKeys = {
  search: titleSearchParam.description(
    `the order id, or words of the title of at least ${SEARCH_MIN_LENGTH} characters; more than ${ADMIN_SEARCH_TOTAL_CAP} matches answer ` +
      `total ${ADMIN_SEARCH_TOTAL_CAP} and totalCapped`,
  ),
  clientId: Joi.number().integer().min(1).max(MAX_INT4),
  languages: culturesParam,
  ...cursorPageKeys,
};

export const adminOrdersQuery = Joi.object<AdminOrderFilters>(adminOrderFilterKeys);

export const adminActionRequiredQuery = Joi.object<AdminOrderFilters>({
  ...adminOrderFilterKeys,
  filter: Joi.string()
    .valid(...ACTION_REQUIRED_FILTERS)
    .default('all')
    .description('proofreader_missing: ready for proofreading for more than 24 hours; rejection_requested (by the client or, decision 048, the proofreader); all: both'),
});

// Answer shapes, for the OpenAPI document.

const timestamp = Joi.string().isoDate();
const nullableTimestamp = timestamp.allow(null);
const currency = Joi.string().valid('EUR', 'USD', 'GBP');
const languageRef = Joi.object({ name: Joi.string().required(), culture: Joi.string().required() });

const moneyRange = Joi.object({
  min: Joi.number().integer().required(),
  max: Joi.number().integer().required(),
  final: Joi.number().integer().allow(null).required(),
  currency: currency.required(),
}).description('minor units (cents, pence)');

export const orderDtoSchema = Joi.object({
  id: Joi.number().integer().required(),
  title: Joi.string().required(),
  projectId: Joi.number().integer().required(),
  projectName: Joi.string().required(),
  clientId: Joi.number().integer().required(),
  clientName: Joi.string().allow(null).required().description('the client\'s company or name; admin views only'),
  type: Joi.string().valid(...ORDER_TYPES).required(),
  level: Joi.string().required(),
  language: languageRef.required(),
  services: Joi.array()
    .items(
      Joi.object({
        name: Joi.string().valid(...ORDER_SERVICES).required(),
        assignment: Joi.string().valid(...ORDER_TYPES, 'open', 'group').required(),
        linguist: Joi.object({ id: Joi.number().integer().required(), nickname: Joi.string().allow(null).required() }).allow(null).required(),
        groupId: Joi.number().integer().allow(null).required(),
      }),
    )
    .required(),
  words: Joi.object({
    min: Joi.number().integer().required(),
    max: Joi.number().integer().required(),
    final: Joi.number().integer().allow(null).required(),
  }).required(),
  price: moneyRange.allow(null).required().description('what the client pays, gross, minor units; null for linguists'),
  pay: moneyRange.allow(null).required().description('what the calling linguist earns; null for clients and admins'),
  status: Joi.string().valid(...ORDER_STATUSES).required(),
  clientStatus: Joi.string().valid(...CLIENT_ORDER_VIEWS).required(),
  processingDays: Joi.number().integer().required(),
  keywords: Joi.array().items(Joi.string()).required(),
  comment: Joi.string().allow(null).required(),
  briefingId: Joi.number().integer().allow(null).required(),
  layoutId: Joi.number().integer().allow(null).required(),
  revisionsCount: Joi.number().integer().required(),
  rejection: Joi.object({
    reason: Joi.string().required(),
    requestedBy: Joi.string().valid('client', 'proofreader').required(),
  })
    .allow(null)
    .required()
    .description('why the text is (asked to be) rejected and who asked (decision 048); for the client only its own request'),
  rating: Joi.object({
    content: Joi.number().integer().required(),
    form: Joi.number().integer().required(),
    readability: Joi.number().integer().required(),
    communication: Joi.number().integer().required(),
  })
    .allow(null)
    .required(),
  reservedUntil: nullableTimestamp.required().description('only while a reservation holds'),
  reservedByMe: Joi.boolean().required(),
  createdAt: timestamp.required(),
  deadlineAt: nullableTimestamp.required(),
  readyAt: nullableTimestamp.required(),
  acceptedAt: nullableTimestamp.required(),
  exportType: Joi.string().valid(...EXPORT_TYPES).allow(null).required(),
  lastExportedAt: nullableTimestamp.required(),
});


export const orderPageSchema = pageSchema(orderDtoSchema);

/** The admin lists' page (OrderListPage). */
export const orderListPageSchema = pageSchema(orderDtoSchema).keys({
  total: Joi.number().integer().required().description(`exact; for a search, at most ${ADMIN_SEARCH_TOTAL_CAP} (see totalCapped)`),
  totalCapped: Joi.boolean().required().description(`a search matched more than ${ADMIN_SEARCH_TOTAL_CAP} orders: show the total as "${ADMIN_SEARCH_TOTAL_CAP}+"`),
  nextCursor: Joi.string().allow(null).required().description('pass as `after` for the next page; null on the last page'),
});

export const orderTextSchema = Joi.object({
  content: Joi.string().allow('').required(),
  words: Joi.number().integer().required(),
  authorRole: Joi.string().valid('writer', 'proofreader').required(),
  version: Joi.number().integer().required().description('0 is the caller’s unsubmitted draft'),
  submittedAt: nullableTimestamp.required(),
  sections: Joi.object().pattern(Joi.string(), Joi.string().allow('')).description('a text written against the order’s layout: section name → text'),
});

export const orderTextVersionsSchema = Joi.object({ data: Joi.array().items(orderTextSchema).required() });

export const orderRevisionsSchema = Joi.object({
  data: Joi.array()
    .items(
      Joi.object({
        number: Joi.number().integer().required(),
        comment: Joi.string().required(),
        requestedBy: Joi.string().valid('client', 'admin', 'proofreader').required().description('who sent the text back (decision 048)'),
        requestedByName: Joi.string().allow(null).required().description('their name: the staff member’s, the proofreader’s nickname, the client’s'),
        createdAt: timestamp.required(),
      }),
    )
    .required(),
});

export const orderHistorySchema = Joi.object({
  data: Joi.array()
    .items(
      Joi.object({
        id: Joi.number().integer().required(),
        action: Joi.string().required(),
        fromStatus: Joi.string().valid(...ORDER_STATUSES).allow(null).required(),
        toStatus: Joi.string().valid(...ORDER_STATUSES).required(),
        actorRole: Joi.string().valid('client', 'admin', 'linguist', 'system').required(),
        actorName: Joi.string().allow(null).required(),
        note: Joi.string().allow(null).required(),
        createdAt: timestamp.required(),
      }),
    )
    .required(),
});
