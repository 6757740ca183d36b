import Joi from 'joi';
import {
  CREDIT_NOTE_STATUSES,
  CREDIT_NOTE_TYPES,
  TAX_TREATMENTS,
  WORK_ROLES,
  type AdminCreditNotesQuery,
  type AdminCreditPositionsQuery,
  type CreditRunBody,
  type LinguistPositionsQuery,
} from '@inkwell/contracts';
import { MAX_INT4, pageKeys, pageSchema } from '../../shared/query-schemas.js';

const id = () => Joi.number().integer().min(1).max(MAX_INT4);

/** A calendar date YYYY-MM-DD that exists, kept as the string it is. */
const calendarDate = () =>
  Joi.string()
    .trim()
    .custom((value: string, helpers) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
      if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 2000) return helpers.error('date.calendar');
      return value;
    })
    .messages({ 'date.calendar': '{{#label}} must be a date written YYYY-MM-DD' })
    .example('2026-11-23');

export const creditNoteIdParams = Joi.object<{ id: number }>({ id: id().required() });

export const creditNotesQuery = Joi.object<{ limit: number; offset: number }>(pageKeys);

export const adminCreditNotesQuery = Joi.object<AdminCreditNotesQuery & { limit: number; offset: number }>({
  search: Joi.string().trim().max(100).allow('').empty('').description('number, or the linguist’s name or e-mail'),
  linguistId: id(),
  type: Joi.string().valid(...CREDIT_NOTE_TYPES),
  status: Joi.string().valid(...CREDIT_NOTE_STATUSES),
  from: calendarDate().description('issued on or after'),
  to: calendarDate().description('issued on or before'),
  ...pageKeys,
});

const positionKeys = {
  from: calendarDate().description('accepted on or after'),
  to: calendarDate().description('accepted on or before'),
  state: Joi.string().valid('open', 'credited').description('open: on no credit note yet; credited: on one; both when absent'),
  ...pageKeys,
};

export const linguistPositionsQuery = Joi.object<LinguistPositionsQuery & { limit: number; offset: number }>(positionKeys);
export const adminPositionsQuery = Joi.object<AdminCreditPositionsQuery & { limit: number; offset: number }>({ ...positionKeys, linguistId: id() });

export const creditRunBody = Joi.object<CreditRunBody>({
  from: calendarDate().required().description('first day of the accepted work, UTC'),
  to: calendarDate().required().description('last day of the accepted work, UTC (inclusive)'),
});

export const draftsQuery = Joi.object<CreditRunBody & { limit: number; offset: number }>({
  from: calendarDate().required(),
  to: calendarDate().required(),
  ...pageKeys,
});

export const cronErrorsQuery = Joi.object<{ limit: number; offset: number }>(pageKeys);

const money = Joi.number().integer();
export const creditNoteSchema = Joi.object({
  id: Joi.number().integer(),
  number: Joi.string(),
  type: Joi.string().valid(...CREDIT_NOTE_TYPES),
  status: Joi.string().valid(...CREDIT_NOTE_STATUSES),
  linguistId: Joi.number().integer(),
  linguistName: Joi.string(),
  periodFrom: Joi.string(),
  periodTo: Joi.string(),
  taxTreatment: Joi.string().valid(...TAX_TREATMENTS),
  amountNet: money,
  tax: money,
  amountGross: money,
  currency: Joi.string(),
  issuedAt: Joi.date(),
  cancelsCreditNoteId: Joi.number().integer().allow(null),
  lineCount: Joi.number().integer(),
});
export const creditNoteListSchema = pageSchema(creditNoteSchema);

export const positionListSchema = pageSchema(
  Joi.object({
    orderId: Joi.number().integer(),
    title: Joi.string(),
    linguistId: Joi.number().integer(),
    linguistName: Joi.string(),
    clientId: Joi.number().integer(),
    clientName: Joi.string(),
    role: Joi.string().valid(...WORK_ROLES),
    acceptedAt: Joi.date(),
    words: Joi.number().integer(),
    ratePerWord: Joi.string(),
    amount: money,
    currency: Joi.string(),
    creditNoteId: Joi.number().integer().allow(null),
    creditNoteNumber: Joi.string().allow(null),
  }),
);

export const earningsSchema = Joi.object({
  currency: Joi.string().allow(null),
  total: money,
  byMonth: Joi.array().items(Joi.object({ month: Joi.string(), amount: money })),
  byClient: Joi.array().items(Joi.object({ clientId: Joi.number().integer(), clientName: Joi.string(), amount: money })),
});

export const draftListSchema = pageSchema(
  Joi.object({
    linguistId: Joi.number().integer(),
    linguistName: Joi.string(),
    currency: Joi.string(),
    taxTreatment: Joi.string()
      .valid(...TAX_TREATMENTS)
      .allow(null),
    lineCount: Joi.number().integer(),
    amountNet: money,
  }),
);

export const cronErrorListSchema = pageSchema(
  Joi.object({
    id: Joi.number().integer(),
    job: Joi.string(),
    linguistId: Joi.number().integer().allow(null),
    linguistName: Joi.string().allow(null),
    periodFrom: Joi.string().allow(null),
    periodTo: Joi.string().allow(null),
    message: Joi.string(),
    createdAt: Joi.date(),
  }),
);

export const runResultSchema = Joi.object({
  written: Joi.array().items(creditNoteSchema),
  failed: Joi.array().items(Joi.object({ linguistId: Joi.number().integer(), message: Joi.string() })),
});

export const cancelResultSchema = Joi.object({
  creditNote: creditNoteSchema,
  cancellation: creditNoteSchema,
  replacement: creditNoteSchema.allow(null),
});
