import Joi from 'joi';
import { CLIENT_LIST_SORTS, type AdminClientListQuery } from './admin-clients.service.js';

const MAX_INT4 = 2_147_483_647;
const ACCOUNT_STATUSES = ['ACTIVE', 'PENDING_ACTIVATION', 'CLOSED_BY_USER', 'CLOSED_BY_GC'];
const INVOICING = ['deposit', 'invoice'];

export const clientIdParams = Joi.object({ id: Joi.number().integer().min(1).max(MAX_INT4).required() });
export const clientRecipientParams = Joi.object<{ id: number; recipientId: number }>({
  id: Joi.number().integer().min(1).max(MAX_INT4).required(),
  recipientId: Joi.number().integer().min(1).max(MAX_INT4).required(),
});

export const adminClientListQuery = Joi.object<AdminClientListQuery>({
  search: Joi.string().trim().max(200).allow('').description('words of the e-mail address, company or name'),
  invoicing: Joi.string().valid(...INVOICING).description('deposit (prepaid) or invoice (postpaid)'),
  status: Joi.string().valid(...ACCOUNT_STATUSES),
  sort: Joi.string()
    .valid(...CLIENT_LIST_SORTS)
    .default('-created')
    .description('created, id or email; a leading - for descending (each walks an index)'),
  // Pickers list every active client at once (admin spec §9: big lists use limit 99999).
  limit: Joi.number().integer().min(0).max(99_999).default(10).description('0 answers only the total'),
  offset: Joi.number().integer().min(0).max(MAX_INT4).default(0),
});

const clientRow = {
  id: Joi.number().integer().required(),
  email: Joi.string().required(),
  name: Joi.string().allow(null).required().description('company, else full name, else nickname'),
  invoicing: Joi.string().valid(...INVOICING).required(),
  currency: Joi.string().allow(null).required(),
  status: Joi.string().valid(...ACCOUNT_STATUSES).required(),
  createdAt: Joi.string().isoDate().required(),
};

export const adminClientSchema = Joi.object(clientRow);

export const adminClientPageSchema = Joi.object({ data: Joi.array().items(adminClientSchema).required(), total: Joi.number().integer().required() });

export const adminClientDetailSchema = Joi.object({
  ...clientRow,
  firstName: Joi.string().allow(null).required(),
  lastName: Joi.string().allow(null).required(),
  language: Joi.string().required(),
  country: Joi.string().allow(null).required(),
  vat: Joi.string().required().description('fraction as a decimal string, e.g. 0.1900'),
  billing: Joi.object({
    companyName: Joi.string().allow(null).required(),
    firstName: Joi.string().allow(null).required(),
    lastName: Joi.string().allow(null).required(),
    email: Joi.string().allow(null).required(),
  })
    .allow(null)
    .required(),
  legalCheckStatus: Joi.string().valid('NEEDS_VALIDATION', 'VALID', 'INVALID').allow(null).required(),
});
