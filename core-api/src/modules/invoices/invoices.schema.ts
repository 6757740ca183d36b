import Joi from 'joi';
import { INVOICE_STATUSES, INVOICE_TYPES, POSITION_STATES } from '@inkwell/contracts';
import { TRADED_CURRENCIES } from '@inkwell/money';
import { listParam, pageKeys } from '../../shared/query-schemas.js';
import type { PositionFilters } from '../billing/index.js';
import type { InvoicePayment } from './invoice-payment.js';
import type { AdminInvoiceFilters, InvoiceFilters } from './invoices.service.js';

const MAX_INT4 = 2_147_483_647;
const id = () => Joi.number().integer().min(1).max(MAX_INT4);

export const invoiceIdParams = Joi.object<{ id: number }>({ id: id().required() });

const invoiceFilterKeys = {
  status: listParam(Joi.string().valid(...INVOICE_STATUSES)).description('one or more statuses (repeated or comma-separated)'),
  type: listParam(Joi.string().valid(...INVOICE_TYPES)).description('one or more document types (repeated or comma-separated)'),
  ...pageKeys,
};

export const clientInvoicesQuery = Joi.object<InvoiceFilters>(invoiceFilterKeys);

export const adminInvoicesQuery = Joi.object<AdminInvoiceFilters>({ ...invoiceFilterKeys, clientId: id() });

export const positionsQuery = Joi.object<PositionFilters>({
  invoiced: Joi.string()
    .valid(...POSITION_STATES)
    .description('open: not yet on an invoice; invoiced: on one; both when absent'),
  ...pageKeys,
});

export const payInvoiceBody = Joi.object<InvoicePayment>({
  reference: Joi.string().trim().max(100).allow('').empty('').description('the bank’s reference of the incoming transfer'),
  paidAt: Joi.date()
    .iso()
    .max('now')
    .messages({ 'date.max': '{#label} cannot be in the future' })
    .description('when the money arrived (ISO date or timestamp); now when absent'),
});

export const invoiceRunBody = Joi.object<{ clientId: number }>({ clientId: id().required().description('the client whose open positions are invoiced now') });

// Answer shapes, for the OpenAPI document.

const minorUnits = () => Joi.number().integer().required();
const timestamp = Joi.string().isoDate();

export const invoiceDtoSchema = Joi.object({
  id: Joi.number().integer().required(),
  number: Joi.string().required().example('2026-000017').description('gapless per year'),
  type: Joi.string().valid(...INVOICE_TYPES).required(),
  status: Joi.string().valid(...INVOICE_STATUSES).required(),
  amountNet: minorUnits(),
  tax: minorUnits(),
  amountGross: minorUnits(),
  currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
  issuedAt: timestamp.required(),
  dueAt: timestamp.allow(null).required(),
  paidAt: timestamp.allow(null).required(),
  cancelsInvoiceId: Joi.number().integer().allow(null).required(),
}).description('minor units; cancellations carry negative amounts');

export const invoiceListSchema = Joi.object({ data: Joi.array().items(invoiceDtoSchema).required(), total: Joi.number().integer().required() });

export const adminInvoiceListSchema = Joi.object({
  data: Joi.array()
    .items(invoiceDtoSchema.keys({ clientId: Joi.number().integer().required(), clientName: Joi.string().required() }))
    .required(),
  total: Joi.number().integer().required(),
});

export const positionListSchema = Joi.object({
  data: Joi.array()
    .items(
      Joi.object({
        id: Joi.number().integer().required(),
        orderId: Joi.number().integer().required(),
        orderTitle: Joi.string().required(),
        projectId: Joi.number().integer().required(),
        projectName: Joi.string().allow('').required(),
        amountNet: minorUnits(),
        tax: minorUnits(),
        amountGross: minorUnits(),
        currency: Joi.string().valid(...TRADED_CURRENCIES).required(),
        invoiceId: Joi.number().integer().allow(null).required(),
        createdAt: timestamp.required(),
      }),
    )
    .required(),
  total: Joi.number().integer().required(),
  totalGross: minorUnits().description('gross of every matching position, not only this page'),
});

export const invoiceRunResponseSchema = Joi.object({
  invoices: Joi.array().items(invoiceDtoSchema).required().description('one per currency; empty when nothing was open'),
});

export const cancelInvoiceResponseSchema = Joi.object({
  invoice: invoiceDtoSchema.required().description('the cancelled invoice as it is now'),
  cancellation: invoiceDtoSchema.required().description('the cancellation document'),
});

export const payInvoiceResponseSchema = Joi.object({
  invoice: invoiceDtoSchema.required().description('the invoice, now PAID'),
  reference: Joi.string().allow(null).required().description('the bank reference recorded with the payment'),
});
