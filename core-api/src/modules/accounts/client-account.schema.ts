import Joi from 'joi';
import { INTERFACE_LANGUAGES, type ClientAccountPatch, type SelfEmailBody, type SelfEmailConfirmBody, type SelfPasswordBody } from '@inkwell/contracts';
import { passwordSchema } from '../auth/index.js';

/** An empty name clears it (stored as null by the use case). */
const name = Joi.string().trim().max(100).allow(null, '');

export const clientAccountPatch = Joi.object<ClientAccountPatch>({
  firstName: name,
  lastName: name,
  nickname: name,
  language: Joi.string().valid(...INTERFACE_LANGUAGES).description('the interface language, also the language of the client’s mails'),
  currency: Joi.string().trim().uppercase().length(3).description('ISO 4217; only until the first order or deposit'),
}).min(1);

export const clientAccountSchema = Joi.object({
  email: Joi.string(),
  firstName: Joi.string().allow(null),
  lastName: Joi.string().allow(null),
  nickname: Joi.string().allow(null),
  language: Joi.string(),
  currency: Joi.string().allow(null),
  currencyLocked: Joi.boolean(),
});

export const clientEmailBody = Joi.object<SelfEmailBody>({
  email: Joi.string().trim().email({ tlds: false }).max(254).required(),
  currentPassword: Joi.string().max(200).required(),
});

export const clientEmailConfirmBody = Joi.object<SelfEmailConfirmBody>({
  token: Joi.string().trim().min(1).max(200).required().description('the token of the link in the confirmation mail'),
});

export const clientEmailSchema = Joi.object({ email: Joi.string(), pendingEmail: Joi.string().allow(null) });

export const clientPasswordBody = Joi.object<SelfPasswordBody>({
  currentPassword: Joi.string().max(200).required(),
  newPassword: passwordSchema.required(),
});
