import Joi from 'joi';
import {
  ADMIN_SEARCH_DEFAULT_LIMIT,
  ADMIN_SEARCH_KINDS,
  ADMIN_SEARCH_MAX_LENGTH,
  ADMIN_SEARCH_MAX_LIMIT,
  SEARCH_MIN_LENGTH,
  isSearchTerm,
} from '@inkwell/contracts';

export interface AdminSearchQuery {
  q: string;
  limit: number;
}

export const adminSearchQuery = Joi.object<AdminSearchQuery>({
  q: Joi.string()
    .trim()
    .max(ADMIN_SEARCH_MAX_LENGTH)
    .required()
    // An id may be short; anything else needs the trigram indexes' three characters.
    .custom((value: string, helpers) => (isSearchTerm(value) ? value : helpers.error('string.min', { limit: SEARCH_MIN_LENGTH })))
    .description(`an id, or words of a name, e-mail, title or invoice number of at least ${SEARCH_MIN_LENGTH} characters`),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(ADMIN_SEARCH_MAX_LIMIT)
    .default(ADMIN_SEARCH_DEFAULT_LIMIT)
    .description('hits per kind'),
});

const hit = Joi.object({
  id: Joi.number().integer().required(),
  label: Joi.string().required(),
  detail: Joi.string().allow(null).required(),
  clientId: Joi.number().integer().allow(null).required(),
});

export const adminSearchResultSchema = Joi.object({
  groups: Joi.array()
    .items(
      Joi.object({
        kind: Joi.string()
          .valid(...ADMIN_SEARCH_KINDS)
          .required(),
        hits: Joi.array().items(hit).required(),
      }),
    )
    .required(),
}).description('every kind the caller may see (invoices need fakturaAccess), in the order client, linguist, project, order, invoice');
