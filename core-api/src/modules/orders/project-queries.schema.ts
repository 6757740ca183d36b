import Joi from 'joi';
import {
  CLIENT_ORDER_VIEWS,
  ORDER_SERVICES,
  PROJECT_STATUSES,
  type ClientOrderView,
  type OrderService,
  type ProjectStatus,
} from '@inkwell/contracts';
import { LEVEL_CODES } from '../reference/index.js';
import { dottedDateParam, listParam, pageSchema, type DateBound, type PageQuery } from '../../shared/query-schemas.js';
import { culturesParam } from './order-queries.schema.js';

const MAX_INT4 = 2_147_483_647;

/** Filters of the client's Projects tab (client-portal spec §2, decision 010). */
export interface ProjectFilters extends PageQuery {
  name?: string;
  search?: string;
  culture?: string[];
  level?: string[];
  projectStatus?: ProjectStatus[];
  id?: number;
  orderId?: number;
  externalId?: string;
  service?: OrderService;
  linguistId?: number;
  groupName?: string;
  createdFrom?: DateBound;
  createdTo?: DateBound;
  acceptedFrom?: DateBound;
  acceptedTo?: DateBound;
  orderStatus?: ClientOrderView[];
  fields?: ProjectFields;
}

/** Pickers list every project of a client at once (client-portal spec §7: search, limit 99999). */
export const PICKER_MAX_LIMIT = 99_999;

/** `picker`: each project as { id, name, language } only (ProjectPickerItem), for the lists that pick a project. */
export const PROJECT_FIELDS = ['picker'] as const;
export type ProjectFields = (typeof PROJECT_FIELDS)[number];

const text = Joi.string().trim().max(200).allow('');

export const projectsQuery = Joi.object<ProjectFilters>({
  name: text.description('words of the project name'),
  search: text.description('the same as name; project pickers send it'),
  culture: culturesParam.description('cultures of the project language'),
  level: listParam(Joi.string().valid(...LEVEL_CODES)).description('has an order of this level'),
  projectStatus: listParam(Joi.string().valid(...PROJECT_STATUSES)),
  id: Joi.number().integer().min(1).max(MAX_INT4),
  orderId: Joi.number().integer().min(1).max(MAX_INT4).description('holds this order'),
  externalId: Joi.string().trim().max(100),
  service: Joi.string()
    .valid(...ORDER_SERVICES)
    .description('copywriting: has an order without proofreading; proofreading: has an order with proofreading'),
  linguistId: Joi.number().integer().min(1).max(MAX_INT4).description('has an order this linguist writes, proofreads or is asked to write'),
  groupName: text.description('has an order assigned to a linguist group of this name'),
  createdFrom: dottedDateParam(),
  createdTo: dottedDateParam(),
  acceptedFrom: dottedDateParam().description('has an order accepted on or after this day (DD.MM.YYYY, UTC)'),
  acceptedTo: dottedDateParam().description('has an order accepted on or before this day (DD.MM.YYYY, UTC)'),
  orderStatus: listParam(Joi.string().valid(...CLIENT_ORDER_VIEWS)).description('has an order in this client view'),
  fields: Joi.string()
    .valid(...PROJECT_FIELDS)
    .description('picker: each project as { id, name, language } only, without status, prices and order counts'),
  // The spec's picker call (search, limit 99999) may ask for every full project; the apps' pickers add
  // fields=picker, which answers only what a picker shows and is kept per client (decision 085).
  limit: Joi.number()
    .integer()
    .min(0)
    .max(PICKER_MAX_LIMIT)
    .default(10)
    .description(`0 answers only the total; up to ${PICKER_MAX_LIMIT} so a picker lists every project at once, fastest with fields=picker`),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
});

/** Staff's list of every client's projects (admin-and-linguist.md §7.1 Projects "GET search"): the client's filters and one client. */
export interface AdminProjectFilters extends ProjectFilters {
  clientId?: number;
}

export const adminProjectsQuery: Joi.ObjectSchema<AdminProjectFilters> = (projectsQuery as Joi.ObjectSchema<AdminProjectFilters>).keys({
  clientId: Joi.number().integer().min(1).max(MAX_INT4).description('one client’s projects; every client’s when absent'),
});

const timestamp = Joi.string().isoDate();

export const projectDtoSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  language: Joi.object({ name: Joi.string().required(), culture: Joi.string().required() }).required(),
  purchaseOrder: Joi.string().allow(null).required(),
  quoteId: Joi.string().allow(null).required(),
  externalId: Joi.string().allow(null).required(),
  deadlineAt: timestamp.allow(null).required(),
  status: Joi.string()
    .valid(...PROJECT_STATUSES)
    .required()
    .description('done: every order is final; processing: an order has left open; open: otherwise'),
  prices: Joi.array()
    .items(Joi.object({ amount: Joi.number().integer().required(), currency: Joi.string().required() }))
    .required()
    .description('per currency, the orders’ final gross price where known, else their maximum (minor units)'),
  ordersCount: Joi.number().integer().required(),
  createdAt: timestamp.required(),
});

/** Staff's project: whose it is, the client named as staff lists name clients. */
export const staffProjectDtoSchema = projectDtoSchema.keys({
  clientId: Joi.number().integer().required(),
  clientName: Joi.string().allow(null).required().description('company, else full name, else nickname'),
});

export const projectPickerItemSchema = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  language: Joi.object({ name: Joi.string().required(), culture: Joi.string().required() }).required(),
});

export const projectPageSchema = pageSchema(projectDtoSchema);

/** GET /client/projects and /admin/projects answer full projects, or picker items with `fields=picker`. */
export const projectListSchema = Joi.alternatives().try(projectPageSchema, pageSchema(projectPickerItemSchema));

/** GET /admin/projects: staff's projects with their clients, or picker items with `fields=picker`. */
export const staffProjectListSchema = Joi.alternatives().try(pageSchema(staffProjectDtoSchema), pageSchema(projectPickerItemSchema));

const count = Joi.number().integer().required();

export const projectOrderStatsSchema = Joi.object({
  open: count,
  processing: count,
  ready: count,
  accepted: count,
  canceled: count,
  rejected: count,
  total: count,
});

export const projectLinguistStatsSchema = Joi.object({
  accepted: Joi.object({
    total: count.description('distinct linguists who wrote or proofread an accepted order'),
    lastMonth: count.description('of them, those with an order accepted in the last month'),
  }).required(),
});

export const projectRevisionStatsSchema = Joi.object({
  orders: count.description('the project’s orders'),
  revisedOrders: count.description('of them, those sent back for a revision at least once'),
  rounds: Joi.object({ total: count, client: count, admin: count, proofreader: count })
    .required()
    .description('every revision round, by who asked for it'),
  revisedShare: Joi.number().min(0).max(1).required().description('revisedOrders / orders, four decimals; 0 without orders'),
});
