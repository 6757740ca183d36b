import Joi from 'joi';
import { LINGUIST_PAYOUT_METHODS, type LinguistInvoicingSettingsBody, type LinguistPaymentSettingsBody } from '@inkwell/contracts';
import { legalInfoBody, legalInfoSchema } from './admin-linguists.schema.js';

// The shape here, the checksum and the SEPA country in the service (checkPaymentSettings), each failure naming its field.
export const paymentSettingsBody = Joi.object<LinguistPaymentSettingsBody>({
  method: Joi.string()
    .valid(...LINGUIST_PAYOUT_METHODS)
    .required(),
  accountHolder: Joi.when('method', {
    is: 'SEPA',
    then: Joi.string().trim().min(1).max(70).required(),
    otherwise: Joi.string().trim().max(70).allow('', null),
  }),
  iban: Joi.when('method', {
    is: 'SEPA',
    then: Joi.string().trim().min(15).max(42).required().description('checked by its checksum; spaces allowed'),
    otherwise: Joi.string().trim().max(42).allow('', null),
  }),
  bic: Joi.when('method', { is: 'SEPA', then: Joi.string().trim().min(8).max(14).required(), otherwise: Joi.string().trim().max(14).allow('', null) }),
  paypalEmail: Joi.when('method', {
    is: 'PAYPAL',
    then: Joi.string().trim().lowercase().email({ tlds: false }).max(254).required(),
    otherwise: Joi.string().trim().max(254).allow('', null),
  }),
});

export const paymentSettingsSchema = Joi.object({
  method: Joi.string()
    .valid(...LINGUIST_PAYOUT_METHODS)
    .allow(null),
  accountHolder: Joi.string().allow(null),
  iban: Joi.string().allow(null),
  bic: Joi.string().allow(null),
  paypalEmail: Joi.string().allow(null),
  updatedAt: Joi.date().allow(null),
});

export const selfInvoicingBody = Joi.object<LinguistInvoicingSettingsBody>({
  legalInfo: legalInfoBody.required().description('her whole invoicing data with her tax treatment; 422 when inconsistent'),
});

export const selfInvoicingSchema = Joi.object({ legalInfo: legalInfoSchema.allow(null) });
