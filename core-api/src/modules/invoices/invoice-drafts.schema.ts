import Joi from 'joi';
import { INVOICE_LINE_MAX_MINOR_UNITS } from '@inkwell/contracts';
import { MINOR_UNITS_PER_UNIT, TRADED_CURRENCIES } from '@inkwell/money';
import { typedAmount } from '../../shared/typed-amount.js';
import { MAX_INT4, pageKeys } from '../../shared/query-schemas.js';
import { invoiceDtoSchema } from './invoices.schema.js';
import type { DraftContent, FreeLine } from './invoice-drafts.js';

/** A free line's net in currency units, for the message. */
const MAX_LINE_UNITS = INVOICE_LINE_MAX_MINOR_UNITS / MINOR_UNITS_PER_UNIT;
/** Lines of one draft: a month of a busy client's orders fits, a runaway client script does not. */
const MAX_LINES = 1_000;

const id = () => Joi.number().integer().min(1).max(MAX_INT4);
const minorUnits = () => Joi.number().integer().required();

export const draftIdParams = Joi.object<{ id: number }>({ id: id().required() });
export const clientIdParams = Joi.object<{ clientId: number }>({ clientId: id().required() });
export const positionIdParams = Joi.object<{ id: number }>({ id: id().required() });

const freeLine = Joi.object<FreeLine>({
  description: Joi.string().trim().min(1).max(1000).required().messages({ 'string.empty': 'Field is required', 'any.required': 'Field is required' }),
  quantity: Joi.number().integer().min(1).max(MAX_INT4).allow(null),
  amountNet: typedAmount(
    { max: BigInt(INVOICE_LINE_MAX_MINOR_UNITS) },
    {
      'any.required': 'Field is required',
      'amount.number': 'Amount net must be a number',
      'amount.positive': 'Amount net must be greater than zero',
      'amount.decimals': 'Amount net must have at most 2 decimal places',
      'amount.max': `Amount net must be at most ${MAX_LINE_UNITS.toLocaleString('en-US')}`,
    },
  )
    .required()
    .description('currency units as typed ("120,50") or a number'),
  // A fraction below 1 with at most four decimals, as invoice lines store it.
  vatRate: Joi.string()
    .trim()
    .pattern(/^0(\.\d{1,4})?$/)
    .required()
    .messages({ 'string.pattern.base': 'VAT rate must be a fraction such as 0.19', 'any.required': 'Field is required' }),
});

const contentKeys = {
  positionIds: Joi.array().items(id()).max(MAX_LINES).unique().description('open positions of the client; omitted on create = every one not on another draft'),
  lines: Joi.array().items(freeLine).max(MAX_LINES).default([]),
};

export const createDraftBody = Joi.object<DraftContent & { clientId: number }>({ clientId: id().required(), ...contentKeys });
export const updateDraftBody = Joi.object<DraftContent>({ ...contentKeys, positionIds: contentKeys.positionIds.required() });

export const draftListQuery = Joi.object<{ clientId?: number; limit: number; offset: number }>({ clientId: id(), ...pageKeys });

const summaryKeys = {
  id: Joi.number().integer().required(),
  clientId: Joi.number().integer().required(),
  clientName: Joi.string().required(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  lineCount: Joi.number().integer().required(),
  amountNet: minorUnits(),
  tax: minorUnits(),
  amountGross: minorUnits(),
  updatedAt: Joi.string().required(),
};

export const draftListSchema = Joi.object({ data: Joi.array().items(Joi.object(summaryKeys)).required(), total: Joi.number().integer().required() });

export const draftSchema = Joi.object({
  ...summaryKeys,
  lines: Joi.array()
    .items(
      Joi.object({
        position: Joi.number().integer().required(),
        description: Joi.string().required(),
        quantity: Joi.number().integer().allow(null).required(),
        orderId: Joi.number().integer().allow(null).required(),
        billingPositionId: Joi.number().integer().allow(null).required(),
        vatRate: Joi.string().required(),
        amountNet: minorUnits(),
        tax: minorUnits(),
        amountGross: minorUnits(),
      }),
    )
    .required(),
});

export const openPositionListSchema = Joi.object({
  data: Joi.array()
    .items(
      Joi.object({
        id: Joi.number().integer().required(),
        orderId: Joi.number().integer().required(),
        orderTitle: Joi.string().required(),
        projectName: Joi.string().allow('').required(),
        finalWords: Joi.number().integer().allow(null).required(),
        vatRate: Joi.string().required(),
        amountNet: minorUnits(),
        tax: minorUnits(),
        amountGross: minorUnits(),
        currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
        createdAt: Joi.string().required(),
        draftId: Joi.number().integer().allow(null).required(),
      }),
    )
    .required(),
});

export const issuedInvoiceSchema = invoiceDtoSchema;

export const invoiceDetailSchema = Joi.object({
  invoice: invoiceDtoSchema.keys({ clientId: Joi.number().integer().required(), clientName: Joi.string().allow('').required() }).required(),
  lines: Joi.array()
    .items(
      Joi.object({
        position: Joi.number().integer().required(),
        description: Joi.string().required(),
        quantity: Joi.number().integer().allow(null).required(),
        orderId: Joi.number().integer().allow(null).required(),
        vatRate: Joi.string().required(),
        amountNet: minorUnits(),
        tax: minorUnits(),
        amountGross: minorUnits(),
      }),
    )
    .required(),
});

export const regeneratedSchema = Joi.object({ cancellation: invoiceDtoSchema.required(), draft: draftSchema.required() });
