import Joi from 'joi';
import { Decimal } from 'decimal.js';
import {
  MAX_PRICE_PER_WORD,
  PRICE_LIST_SERVICES,
  PRICE_POSITION_STATES,
  type ClientPricePositionRequest,
  type CreateClientPriceListRequest,
  type PriceListService,
  type SystemPricePositionRequest,
} from '@inkwell/contracts';
import { TRADED_CURRENCIES, type CurrencyIso } from '@inkwell/money';
import { LEVEL_CODES } from '../reference/index.js';
import { MAX_INT4, pageKeys, pageSchema, type PageQuery } from '../../shared/query-schemas.js';

// Prices per word stay decimal text from the request to the NUMERIC(12,6) column: never a float (decision 053).
const pricePerWord = () =>
  Joi.string()
    .trim()
    .pattern(/^\d{1,2}(\.\d{1,6})?$/)
    .custom((value: string, helpers) => {
      const price = new Decimal(value);
      if (price.isZero()) return helpers.error('price.positive');
      if (price.greaterThan(MAX_PRICE_PER_WORD)) return helpers.error('price.max');
      return price.toFixed();
    })
    .messages({
      'string.pattern.base': '{{#label}} must be a decimal in currency units with at most 6 decimal places, e.g. 0.075',
      'price.positive': '{{#label}} must be greater than 0',
      'price.max': `{{#label}} must be at most ${MAX_PRICE_PER_WORD}`,
    })
    .description('per word, in currency units, as decimal text')
    .example('0.075');

const day = () =>
  Joi.string()
    .pattern(/^\d{4}-\d{2}-\d{2}$/)
    .custom((value: string, helpers) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value) ? value : helpers.error('day.invalid');
    })
    .messages({ 'string.pattern.base': '{{#label}} must be a date written YYYY-MM-DD', 'day.invalid': '{{#label}} must be a date that exists' })
    .description('YYYY-MM-DD, a UTC day: today or later')
    .example('2026-12-01');

const positionKeys = {
  service: Joi.string().valid(...PRICE_LIST_SERVICES).required(),
  languageGroup: Joi.string().trim().min(1).max(100).allow(null).required().description("a language group's name, or null for every group"),
  level: Joi.string().valid(...LEVEL_CODES).required(),
  clientPricePerWord: pricePerWord().required(),
  effectiveFrom: day().required(),
};

export const clientPositionBody = Joi.object<ClientPricePositionRequest>(positionKeys);

export const systemPositionBody = Joi.object<SystemPricePositionRequest>({
  ...positionKeys,
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  linguistPayPerWord: pricePerWord().required(),
});

export const createClientPriceListBody = Joi.object<CreateClientPriceListRequest>({
  clientId: Joi.number().integer().min(1).max(MAX_INT4).required(),
});

export interface PositionsQuery {
  service: PriceListService;
}

export const positionsQuery = Joi.object<PositionsQuery>({ service: Joi.string().valid(...PRICE_LIST_SERVICES).default('copywriting') });

export interface SystemPositionsQuery extends PositionsQuery {
  currency: CurrencyIso;
}

export const systemPositionsQuery = Joi.object<SystemPositionsQuery>({
  service: Joi.string().valid(...PRICE_LIST_SERVICES).default('copywriting'),
  currency: Joi.string().valid(...TRADED_CURRENCIES).default('EUR'),
});

export interface ClientPriceListQuery extends PageQuery {
  search?: string;
}

export const clientPriceListQuery = Joi.object<ClientPriceListQuery>({
  ...pageKeys,
  search: Joi.string().trim().max(100).allow('').description("part of the client's name or its id"),
});

const dayText = Joi.string().pattern(/^\d{4}-\d{2}-\d{2}$/);
const rateText = Joi.string().description('per word, in currency units');
const counts = {
  current: Joi.number().integer().required(),
  scheduled: Joi.number().integer().required(),
  nextChange: dayText.allow(null).required(),
};

export const positionsSchema = Joi.object({
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  service: Joi.string().valid(...PRICE_LIST_SERVICES).required(),
  today: dayText.required(),
  positions: Joi.array()
    .items(
      Joi.object({
        id: Joi.number().integer().required(),
        languageGroup: Joi.string().allow(null).required(),
        level: Joi.string().required(),
        clientPricePerWord: rateText.required(),
        linguistPayPerWord: rateText.allow(null).required(),
        effectiveFrom: dayText.required(),
        state: Joi.string().valid(...PRICE_POSITION_STATES).required(),
      }),
    )
    .required(),
});

export const systemPriceListsSchema = Joi.array().items(Joi.object({ currency: Joi.string().valid(...TRADED_CURRENCIES).required(), ...counts }));

export const clientPriceListSchema = Joi.object({
  id: Joi.number().integer().required(),
  clientId: Joi.number().integer().required(),
  clientName: Joi.string().required(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  ...counts,
  createdAt: Joi.string().isoDate().required(),
});

export const clientPriceListPageSchema = pageSchema(clientPriceListSchema);

export const languageGroupsSchema = Joi.array().items(
  Joi.object({
    name: Joi.string().required(),
    languages: Joi.array()
      .items(Joi.object({ culture: Joi.string().required(), name: Joi.string().required(), active: Joi.boolean().required() }))
      .required(),
  }),
);
