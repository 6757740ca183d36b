import Joi from 'joi';
import { LEVEL_CODES } from './data/levels.js';

/** Answer shapes: they document the catalogues in the OpenAPI document. */

const namedEntry = Joi.object({
  id: Joi.number().integer().required(),
  name: Joi.string().required(),
});

const listOf = (item: Joi.ObjectSchema) => Joi.object({ data: Joi.array().items(item).required() });

export const languageListSchema = listOf(
  Joi.object({
    id: Joi.number().integer().required(),
    name: Joi.string().required().description("'Group - Variant'; the group is the part before ' - '").example('German - Austria'),
    culture: Joi.string().required().example('de-AT'),
    code: Joi.string().required().description('ISO 639-1 code of the language group').example('de'),
  }),
);

export const levelListSchema = listOf(
  Joi.object({
    code: Joi.string().valid(...LEVEL_CODES).required(),
    name: Joi.string().required().example('Senior'),
    rank: Joi.number().integer().min(1).max(LEVEL_CODES.length).required().description('1 is the lowest level'),
  }),
);

export const countryListSchema = listOf(
  Joi.object({
    code: Joi.string().length(2).required().description('ISO 3166-1 alpha-2').example('DE'),
    name: Joi.string().required().example('Germany'),
    eu: Joi.boolean().required().description('member state of the European Union'),
  }),
);

export const currencyListSchema = listOf(
  Joi.object({
    id: Joi.number().integer().required(),
    iso4217: Joi.string().length(3).required().example('EUR'),
    symbol: Joi.string().required().example('€'),
    minorUnit: Joi.string().valid('cent', 'pence').required(),
    name: Joi.string().required().example('Euro'),
  }),
);

export const namedListSchema = listOf(namedEntry);

export const academicListsSchema = Joi.object({
  academicDegreeList: Joi.array().items(namedEntry).required(),
  academicFieldList: Joi.array().items(namedEntry).required(),
});
