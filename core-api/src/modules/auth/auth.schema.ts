import Joi from 'joi';
import { INTERFACE_LANGUAGES, type InterfaceLanguage, type Role, type TokenRequest } from '@inkwell/contracts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.js';

/** Reused by every call that sets a password (registration, reset, settings). */
export const passwordSchema = Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const emailSchema = Joi.string().trim().email({ tlds: false }).max(254);

/** One line of plain text: names end up in mail greetings, so no line breaks. */
const nameSchema = Joi.string()
  .trim()
  .max(100)
  .pattern(/^[^\r\n]*$/, 'single line');

const languageSchema = Joi.string().valid(...INTERFACE_LANGUAGES);

const opaqueTokenSchema = Joi.string().trim().max(200).required();

export const tokenRequestBody = Joi.object<TokenRequest>({
  grant_type: Joi.string().valid('password', 'refresh_token').required(),
  client_id: Joi.string().max(200).required(),
  client_secret: Joi.string().max(200).required(),
  // any string: a malformed address simply matches no account and gets the generic answer
  username: Joi.string().trim().max(254).when('grant_type', { is: 'password', then: Joi.required(), otherwise: Joi.forbidden() }),
  password: Joi.string().max(PASSWORD_MAX_LENGTH).when('grant_type', {
    is: 'password',
    then: Joi.required(),
    otherwise: Joi.forbidden(),
  }),
  refresh_token: Joi.string().max(200).when('grant_type', { is: 'refresh_token', then: Joi.required(), otherwise: Joi.forbidden() }),
});

export const logoutBody = Joi.object<{ refresh_token?: string }>({ refresh_token: Joi.string().max(200) });

export const sendResetLinkBody = Joi.object<{ email: string }>({ email: emailSchema.required() });

export const resetPasswordBody = Joi.object<{ token: string; password: string }>({ token: opaqueTokenSchema, password: passwordSchema.required() });

export interface ClientRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string;
  language?: InterfaceLanguage;
}

export interface LinguistRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  nickname?: string;
  language?: InterfaceLanguage;
}

export interface AdminInvitation {
  email: string;
  firstName: string;
  lastName: string;
  fakturaAccess: boolean;
  language?: InterfaceLanguage;
}

export interface RegistrationBody {
  client: ClientRegistration;
  linguist: LinguistRegistration;
  admin: AdminInvitation;
}

export const registrationBody: Record<Role, Joi.ObjectSchema<RegistrationBody[Role]>> = {
  client: Joi.object<ClientRegistration>({
    email: emailSchema.required(),
    password: passwordSchema.required(),
    firstName: nameSchema.min(1).required(),
    lastName: nameSchema.min(1).required(),
    companyName: nameSchema.max(200).allow(''),
    language: languageSchema,
  }),
  linguist: Joi.object<LinguistRegistration>({
    email: emailSchema.required(),
    password: passwordSchema.required(),
    firstName: nameSchema.min(1).required(),
    lastName: nameSchema.min(1).required(),
    nickname: nameSchema.max(50).allow(''),
    language: languageSchema,
  }),
  admin: Joi.object<AdminInvitation>({
    email: emailSchema.required(),
    firstName: nameSchema.min(1).required(),
    lastName: nameSchema.min(1).required(),
    fakturaAccess: Joi.boolean().default(false),
    language: languageSchema,
  }),
};

/** Invited admins choose their password when they confirm; clients and linguists chose it when registering. */
/** The body of a confirmation: the mailed token, and for an invited admin the chosen password. */
export interface RegistrationConfirmation {
  token: string;
  password?: string;
}

export const confirmRegistrationBody: Record<Role, Joi.ObjectSchema<RegistrationConfirmation>> = {
  // A client or a linguist staff created is invited without a password and chooses it here (decisions 031, 056).
  client: Joi.object({ token: opaqueTokenSchema, password: passwordSchema }),
  linguist: Joi.object({ token: opaqueTokenSchema, password: passwordSchema }),
  admin: Joi.object({ token: opaqueTokenSchema, password: passwordSchema.required() }),
};
