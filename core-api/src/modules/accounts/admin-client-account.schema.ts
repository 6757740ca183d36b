import Joi from 'joi';
import {
  CLIENT_AUTO_ACCEPT_DAYS_MAX,
  CLIENT_AUTO_ACCEPT_DAYS_MIN,
  CLIENT_SERVICES,
  INTERFACE_LANGUAGES,
  SETTABLE_CLIENT_STATUSES,
  type AdminClientAccountBody,
  type AdminClientEmailBody,
  type AdminClientFeatures,
  type AdminClientOrderSettings,
  type AdminClientPayment,
  type NewAdminClientBody,
} from '@inkwell/contracts';

const INVOICING = ['deposit', 'invoice'];
const CURRENCIES = ['EUR', 'USD', 'GBP'];
const email = Joi.string().trim().email({ tlds: false }).max(254);
const name = Joi.string().trim().min(1).max(100);

export const newAdminClientBody = Joi.object<NewAdminClientBody>({
  email: email.required(),
  firstName: name.required(),
  lastName: name.required(),
  companyName: Joi.string().trim().max(200).allow('').description('the billing settings’ company; empty for a private person'),
  invoicing: Joi.string().valid(...INVOICING).required().description('deposit (prepaid) or invoice (postpaid)'),
  currency: Joi.string().trim().uppercase().valid(...CURRENCIES).required(),
  language: Joi.string().valid(...INTERFACE_LANGUAGES).description('of the interface and the client’s mails; en when not given'),
});

export const clientCreatedSchema = Joi.object({ id: Joi.number().integer().required() });

export const clientPaymentBody = Joi.object<AdminClientPayment>({ invoicing: Joi.string().valid(...INVOICING).required() });
export const clientPaymentSchema = Joi.object({ invoicing: Joi.string().valid(...INVOICING).required() });

export const clientEmailBody = Joi.object<AdminClientEmailBody>({ email: email.required() });
export const clientEmailSchema = Joi.object({ email: Joi.string().required() });

export const clientAccountBody = Joi.object<AdminClientAccountBody>({
  status: Joi.string()
    .valid(...SETTABLE_CLIENT_STATUSES)
    .required()
    .description('ACTIVE, or CLOSED_BY_GC to block the account (it can no longer sign in)'),
});
export const clientAccountSchema = Joi.object({ status: Joi.string().required() });

const services = Joi.array().items(Joi.string().valid(...CLIENT_SERVICES)).unique().max(CLIENT_SERVICES.length);
export const clientFeaturesBody = Joi.object<AdminClientFeatures>({ servicesAvailable: services.required() });
export const clientFeaturesSchema = Joi.object({ servicesAvailable: services.required() });

export const clientOrderSettingsBody = Joi.object<Partial<AdminClientOrderSettings>>({
  defaultLevel: Joi.string().trim().max(50).allow(null).description('a level code; null: the wizard’s own'),
  autoAcceptDays: Joi.number().integer().min(CLIENT_AUTO_ACCEPT_DAYS_MIN).max(CLIENT_AUTO_ACCEPT_DAYS_MAX),
  proofreadingDefault: Joi.boolean(),
}).min(1);
export const clientOrderSettingsSchema = Joi.object({
  defaultLevel: Joi.string().allow(null).required(),
  autoAcceptDays: Joi.number().integer().required(),
  proofreadingDefault: Joi.boolean().required(),
});
