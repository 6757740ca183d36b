import Joi from 'joi';
import { ORDER_SERVICES, ORDER_TYPES } from '@inkwell/contracts';
import { TRADED_CURRENCIES } from '@inkwell/money';
import { LEVEL_CODES } from '../reference/index.js';
import { listParam, MAX_INT4 } from '../../shared/query-schemas.js';
import { PAYMENT_METHODS, type TextPriceQuery } from './pricing.service.js';

/** The most words one order may ask for (the orders table's CHECK). */
export const MAX_WORDS_PER_TEXT = 100_000;
export const MAX_TEXTS_PER_PRICE = 1000;

export const textPriceQuery = Joi.object<TextPriceQuery>({
  min: Joi.number().integer().min(1).max(MAX_WORDS_PER_TEXT).required().description('fewest words per text'),
  max: Joi.number().integer().min(Joi.ref('min')).max(MAX_WORDS_PER_TEXT).required().description('most words per text'),
  textsAmount: Joi.number().integer().min(1).max(MAX_TEXTS_PER_PRICE).default(1).description('number of texts priced together'),
  language: Joi.string().trim().max(20).required().description('culture').example('de-DE'),
  level: Joi.string().valid(...LEVEL_CODES).required(),
  services: listParam(Joi.string().valid(...ORDER_SERVICES))
    .unique()
    .has(Joi.string().valid('copywriting'))
    .messages({ 'array.hasUnknown': '{{#label}} must include copywriting' })
    .default(['copywriting'])
    .description('copywriting, optionally with proofreading; repeated keys, services[] or comma-separated'),
  type: Joi.string().valid(...ORDER_TYPES).default('OO'),
  linguistId: Joi.number()
    .integer()
    .min(1)
    .when('type', { is: 'DO', then: Joi.required() })
    .description('the linguist a direct (DO) order is addressed to'),
  paymentMethod: Joi.string().valid(...PAYMENT_METHODS).default('BANK').description('the payment fee is that of this method'),
  clientPriceListId: Joi.number()
    .integer()
    .min(1)
    .max(MAX_INT4)
    .description("the client's own price list (decision 053); the client's list prices the query whether named or not"),
});

const calculatedPrice = Joi.object({
  amountNet: Joi.number().integer().required(),
  fee: Joi.number().integer().required().description('payment fee of the chosen method'),
  tax: Joi.number().integer().required(),
  amountGross: Joi.number().integer().required().description('amountNet + fee + tax'),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
}).description('minor units (cents, pence)');

export const textPriceResponse = Joi.object({
  min: calculatedPrice.required().description('every text at the fewest words'),
  max: calculatedPrice.required().description('every text at the most words'),
});
