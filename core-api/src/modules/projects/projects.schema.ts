import Joi from 'joi';
import { PROJECT_NAME_MAX, PROJECT_REFERENCE_MAX } from '@inkwell/contracts';
import type { ProjectInput } from './projects.service.js';

const optionalText = Joi.string().trim().max(PROJECT_REFERENCE_MAX).allow(null);

const fields = {
  name: Joi.string().trim().min(1).max(PROJECT_NAME_MAX),
  language: Joi.string().trim().max(20).description('culture, e.g. de-DE'),
  purchaseOrder: optionalText.description('the client’s purchase order number, printed on invoices'),
  quoteId: optionalText,
  externalId: optionalText.description('the client’s own reference'),
  deadlineAt: Joi.date().iso().allow(null),
};

export const createProjectBody = Joi.object<ProjectInput>({ ...fields, name: fields.name.required(), language: fields.language.required() });

/** PUT replaces the project: a field left out is cleared. */
export const replaceProjectBody = Joi.object<ProjectInput>({
  name: fields.name.required(),
  language: fields.language.required(),
  purchaseOrder: fields.purchaseOrder.default(null),
  quoteId: fields.quoteId.default(null),
  externalId: fields.externalId.default(null),
  deadlineAt: fields.deadlineAt.default(null),
});

/** POST /admin/project: a client's project, created by staff. */
export const createClientProjectBody = Joi.object<ProjectInput & { clientId: number }>({
  clientId: Joi.number().integer().min(1).max(2_147_483_647).required().description('the client the project is for'),
  ...fields,
  name: fields.name.required(),
  language: fields.language.required(),
});

export const patchProjectBody = Joi.object<Partial<ProjectInput>>(fields).min(1);

export const projectIdParams = Joi.object<{ id: number }>({ id: Joi.number().integer().min(1).max(2_147_483_647).required() });

export const createdProjectSchema = Joi.object({ id: Joi.number().integer().required() });
