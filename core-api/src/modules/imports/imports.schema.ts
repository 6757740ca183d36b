import Joi from 'joi';
import {
  CURRENT_IMPORT_TEMPLATE_VERSION,
  IMPORT_ROW_STATES,
  IMPORT_STATUSES,
  IMPORT_TEMPLATE_VERSIONS,
  type CreateImportQuery,
  type ImportRowState,
  type ImportStatus,
  type ImportTemplateVersion,
} from '@inkwell/contracts';
import { MAX_INT4, pageKeys } from '../../shared/query-schemas.js';

const id = Joi.number().integer().min(1).max(MAX_INT4);

export const importIdParams = Joi.object<{ id: number }>({ id: id.required() });

export const clientProjectParams = Joi.object<{ id: number; projectId: number }>({ id: id.required(), projectId: id.required() });

export const templateQuery = Joi.object<{ version: ImportTemplateVersion }>({
  version: Joi.number()
    .integer()
    .valid(...IMPORT_TEMPLATE_VERSIONS)
    .default(CURRENT_IMPORT_TEMPLATE_VERSION)
    .description('the template version; the newest when absent'),
});

export const createImportQuery = Joi.object<CreateImportQuery>({ projectId: id.required().description('the project the orders go to') });

export const listImportsQuery = Joi.object<{ limit: number; offset: number; status?: ImportStatus }>({
  ...pageKeys,
  status: Joi.string().valid(...IMPORT_STATUSES),
});

export const adminListImportsQuery = Joi.object<{ limit: number; offset: number; status?: ImportStatus; clientId?: number }>({
  ...pageKeys,
  status: Joi.string().valid(...IMPORT_STATUSES),
  clientId: id.description('one client’s imports'),
});

export const importRowsQuery = Joi.object<{ limit: number; offset: number; state?: ImportRowState }>({
  limit: Joi.number().integer().min(0).max(1000).default(100),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
  state: Joi.string().valid(...IMPORT_ROW_STATES),
});

const rowError = Joi.object({ position: Joi.number().integer(), field: Joi.string().allow(null), message: Joi.string() });
const money = Joi.object({ min: Joi.number().integer(), max: Joi.number().integer(), currency: Joi.string() }).allow(null);

export const importSummarySchema = Joi.object({
  id: Joi.number().integer(),
  name: Joi.string(),
  createdAt: Joi.string(),
  clientId: Joi.number().integer(),
  clientName: Joi.string().allow(null),
  project: Joi.object({ id: Joi.number().integer(), name: Joi.string() }),
  currency: Joi.string().allow(null),
  language: Joi.object({ name: Joi.string(), culture: Joi.string() }).allow(null),
  services: Joi.array().items(
    Joi.object({
      name: Joi.string(),
      type: Joi.string(),
      linguistId: Joi.number().allow(null),
      linguistName: Joi.string().allow(null).description('direct rows: the linguist’s nickname'),
      groupId: Joi.number().allow(null),
      groupName: Joi.string().allow(null).description('group rows: the group’s name'),
    }),
  ),
  rowStats: Joi.object({ total: Joi.number().integer(), created: Joi.number().integer(), failed: Joi.number().integer() }),
  price: money,
  status: Joi.string().valid(...IMPORT_STATUSES),
  fileAvailable: Joi.boolean(),
});

export const importListSchema = Joi.object({ data: Joi.array().items(importSummarySchema), total: Joi.number().integer() });

export const importDetailSchema = importSummarySchema.keys({
  preview: Joi.object({
    rowsOk: Joi.number().integer(),
    rowsFailed: Joi.number().integer(),
    gross: money,
    balance: Joi.object({ available: Joi.number().integer(), covers: Joi.boolean(), currency: Joi.string() }).allow(null),
  }),
  errors: Joi.array().items(rowError).description("each shown as 'message. Position N.'"),
  rows: Joi.object({ data: Joi.array().items(Joi.object().unknown()), total: Joi.number().integer() }),
  acceptedAt: Joi.string().allow(null),
  finishedAt: Joi.string().allow(null),
});

export const wizardImportSchema = Joi.object({
  rows: Joi.array().items(
    Joi.object({ position: Joi.number().integer(), title: Joi.string(), minWords: Joi.number(), maxWords: Joi.number(), keywords: Joi.array().items(Joi.string()), comment: Joi.string().allow('') }),
  ),
  errors: Joi.array().items(rowError),
});
