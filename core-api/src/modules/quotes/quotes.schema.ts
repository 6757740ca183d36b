import Joi from 'joi';
import {
  PAYMENT_METHODS,
  PROJECT_SCOPES,
  QUOTE_DESCRIPTION_MAX_LENGTH,
  QUOTE_KINDS,
  QUOTE_MAX_TEXTS,
  QUOTE_MAX_WORDS,
  QUOTE_REPLY_MAX_LENGTH,
  QUOTE_SERVICES,
  QUOTE_STATUSES,
  type CopywritingQuoteRequest,
  type InstantQuoteRequest,
  type QuoteReplyRequest,
  type QuoteStatus,
  type TranslationQuoteRequest,
} from '@inkwell/contracts';
import { TRADED_CURRENCIES } from '@inkwell/money';
import { LEVEL_CODES } from '../reference/index.js';
import { MAX_INT4, pageKeys, pageSchema } from '../../shared/query-schemas.js';

const culture = () => Joi.string().trim().min(2).max(20).description('culture').example('de-DE');
const referenceId = () => Joi.number().integer().min(1).max(MAX_INT4);

export const instantQuoteBody = Joi.object<InstantQuoteRequest>({
  service: Joi.string().valid(...QUOTE_SERVICES).required(),
  language: culture().required(),
  level: Joi.string().valid(...LEVEL_CODES).required(),
  paymentMethod: Joi.string().valid(...PAYMENT_METHODS).required().description('a client that does not prepay pays by BANK transfer'),
  textsCount: Joi.number().integer().min(1).max(QUOTE_MAX_TEXTS).required().example(5),
  wordsCount: Joi.number().integer().min(1).max(QUOTE_MAX_WORDS).required().description('words per text').example(500),
});

const minorUnits = () => Joi.number().integer().required();

export const instantQuoteSchema = Joi.object({
  amountNet: minorUnits(),
  pricePerOrder: minorUnits().description('net of one text'),
  pricePerWord: Joi.string().required().description('currency units per word, a decimal'),
  serviceFee: minorUnits().description('the payment method’s fee'),
  tax: minorUnits(),
  amountGross: minorUnits().description('amountNet + serviceFee + tax'),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
}).description('minor units (cents, pence)');

const customKeys = {
  textTopicId: referenceId().required(),
  textTypeId: referenceId().required(),
  projectScope: Joi.string().valid(...PROJECT_SCOPES).required(),
  projectDescription: Joi.string().trim().min(1).max(QUOTE_DESCRIPTION_MAX_LENGTH).required(),
};

export const copywritingQuoteBody = Joi.object<CopywritingQuoteRequest>({ ...customKeys, language: culture().required() });

export const translationQuoteBody = Joi.object<TranslationQuoteRequest>({
  ...customKeys,
  sourceLanguage: culture().required(),
  targetLanguages: Joi.array().items(culture()).min(1).max(30).unique().required(),
});

const languageRef = Joi.object({ name: Joi.string().required(), culture: Joi.string().required() });
const named = Joi.object({ id: Joi.number().integer().required(), name: Joi.string().required() });

const quoteKeys = {
  id: Joi.number().integer().required(),
  kind: Joi.string().valid(...QUOTE_KINDS).required(),
  status: Joi.string().valid(...QUOTE_STATUSES).required(),
  clientId: Joi.number().integer().required(),
  textTopic: named.required(),
  textType: named.required(),
  language: languageRef.required().description('the copywriting language, or the source language of a translation'),
  targetLanguages: Joi.array().items(languageRef).required(),
  projectScope: Joi.string().valid(...PROJECT_SCOPES).required(),
  projectDescription: Joi.string().required(),
  file: Joi.object({
    fileName: Joi.string().allow(null).required(),
    contentType: Joi.string().required(),
    bytes: Joi.number().integer().required(),
    sha256: Joi.string().required(),
  })
    .allow(null)
    .required(),
  reply: Joi.string().allow(null).required(),
  answeredAt: Joi.string().allow(null).required(),
  createdAt: Joi.string().required(),
};

export const quoteSchema = Joi.object(quoteKeys);
export const adminQuoteSchema = Joi.object({ ...quoteKeys, clientName: Joi.string().required(), clientEmail: Joi.string().required() });
export const adminQuotePageSchema = pageSchema(adminQuoteSchema);

export interface AdminQuoteListQuery {
  status?: QuoteStatus;
  limit: number;
  offset: number;
}

export const adminQuoteListQuery = Joi.object<AdminQuoteListQuery>({
  status: Joi.string().valid(...QUOTE_STATUSES).description('new or answered; both when left out'),
  ...pageKeys,
});

export const quoteReplyBody = Joi.object<QuoteReplyRequest>({
  reply: Joi.string().trim().min(1).max(QUOTE_REPLY_MAX_LENGTH).required(),
});
