import Joi from 'joi';
import type { TemplateInput, TemplateKind } from '@inkwell/templates';
import { templateTreeSchema } from './template-tree-schema.js';
import type { TemplateListQuery } from './templates.service.js';

const MAX_INT4 = 2_147_483_647;
const rowId = Joi.number().integer().min(1).max(MAX_INT4).required();

/** What the template paths name: an item `id`, a client `clientId` (admin paths), or both. */
export interface TemplateParams {
  id?: number;
  clientId?: number;
}

export const idParams = Joi.object<TemplateParams>({ id: rowId });
export const clientParams = Joi.object<TemplateParams>({ clientId: rowId });
export const clientItemParams = Joi.object<TemplateParams>({ clientId: rowId, id: rowId });
/** POST /admin/client/:id/layout names the client `id`, as the spec writes the path. */
export const clientIdAsIdParams = Joi.object<TemplateParams>({ id: rowId.description('the client') });

export const templateListQuery = Joi.object<TemplateListQuery>({
  search: Joi.string().trim().max(200).allow('').description('words of the name'),
  // The order wizard's pickers list every briefing or layout at once (client-portal spec §9).
  limit: Joi.number().integer().min(0).max(99_999).default(10).description('0 answers only the total'),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
});

function templateBody(kind: TemplateKind): Joi.ObjectSchema<TemplateInput> {
  return Joi.object<TemplateInput>({
    name: Joi.string().trim().min(1).max(200).required(),
    tree: templateTreeSchema(kind).required(),
  });
}

/** POST creates and PUT replaces with the same body: a name and the whole tree. */
export const briefingBody = templateBody('briefing');
export const layoutBody = templateBody('layout');

const record = {
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
  tree: Joi.object().unknown().required().description('the element tree as stored'),
  html: Joi.string().allow('').required().description('the tree rendered to sanitised HTML; never raw HTML from a user'),
  createdAt: Joi.string().isoDate().required(),
  updatedAt: Joi.string().isoDate().required(),
};

export const briefingDtoSchema = Joi.object({
  ...record,
  clientId: Joi.number().integer().allow(null).required().description('null for a system briefing'),
  system: Joi.boolean().required(),
});

export const layoutDtoSchema = Joi.object({ ...record, clientId: Joi.number().integer().required() });

function pageOf(item: Joi.ObjectSchema): Joi.ObjectSchema {
  return Joi.object({ data: Joi.array().items(item).required(), total: Joi.number().integer().required() });
}

export const briefingPageSchema = pageOf(briefingDtoSchema);
export const layoutPageSchema = pageOf(layoutDtoSchema);
