import type { Request } from 'express';
import Joi from 'joi';
import {
  AUTH_PREFIX,
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  ROLES,
  type InterfaceLanguage,
  type Role,
} from '@inkwell/contracts';
import type { ApiRouter } from '../../http/api-router.js';
import type { Runtime } from '../../runtime.js';
import type { CoreModule } from '../module.js';
import {
  confirmRegistrationBody,
  logoutBody,
  registrationBody,
  resetPasswordBody,
  sendResetLinkBody,
  tokenRequestBody,
} from './auth.schema.js';
import { confirmRegistration, login, logout, register, resetPassword, sendResetPasswordLink } from './auth.service.js';
import { assertWithinRateLimits } from './rate-limits.js';

const tokenResponse = Joi.object({
  access_token: Joi.string(),
  refresh_token: Joi.string(),
  token_type: Joi.string().valid('Bearer'),
  expires_in: Joi.number().integer(),
});

/** The address rate limits count against: the browser's, as forwarded by a BFF on loopback. */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

const HOUR = 3600;

/**
 * The calls that mail someone or try a token are counted per account (the e-mail, or the token) and per address,
 * so one address cannot flood an inbox nor one script walk through many inboxes (ASVS 2.2.1).
 */
async function limitAuthCall(runtime: Runtime, call: string, account: string, req: Request): Promise<void> {
  const { perAccountPerHour, perIpPerHour } = runtime.config.authCallLimits;
  await assertWithinRateLimits(
    [
      { key: `auth:${call}:account:${account.trim().toLowerCase()}`.slice(0, 300), rule: { limit: perAccountPerHour, windowSeconds: HOUR } },
      { key: `auth:${call}:ip:${clientAddress(req)}`, rule: { limit: perIpPerHour, windowSeconds: HOUR } },
    ],
    'Too many requests of this kind. Please wait a while and try again.',
  );
}

const RATE_LIMITED = { 429: { description: 'Too many such calls for this account or from this address in the last hour (see Retry-After)' } };

/** Mails to a new account go out in the language its browser asked for unless the body names one. */
function requestLanguage(req: Request): InterfaceLanguage {
  return (req.acceptsLanguages(...INTERFACE_LANGUAGES) || DEFAULT_INTERFACE_LANGUAGE) as InterfaceLanguage;
}

/** The same auth calls for every role, under the role's prefix; only registration differs in who may call it. */
function registerRoleAuth(api: ApiRouter, runtime: Runtime, role: Role): void {
  const prefix = AUTH_PREFIX[role];
  const tags = ['Auth'];

  api.route({
    method: 'post',
    path: `${prefix}/login`,
    summary: `Sign a ${role} in (password grant) or rotate a refresh token (refresh_token grant)`,
    tags,
    access: 'public',
    body: tokenRequestBody,
    responses: {
      200: { description: 'Access and refresh token', schema: tokenResponse },
      401: { description: 'Invalid client credentials, e-mail or password, or refresh token' },
      403: { description: 'The e-mail address is not confirmed yet' },
      429: { description: 'Too many failed attempts for this account or address in the last minute' },
    },
    handler: (req) => login(runtime, role, req.body, clientAddress(req)),
  });

  api.route({
    method: 'post',
    path: `${prefix}/logout`,
    summary: 'Revoke the given refresh token’s session, or every session of the caller',
    tags,
    access: role,
    body: logoutBody,
    status: 204,
    handler: async (req, _res, caller) => {
      await logout(caller, req.body.refresh_token);
    },
  });

  api.route({
    method: 'post',
    path: `${prefix}/send-reset-password-link`,
    summary: 'Mail a password reset link (answers 204 whether or not the address has an account)',
    tags,
    access: 'public',
    body: sendResetLinkBody,
    status: 204,
    responses: RATE_LIMITED,
    handler: async (req) => {
      await limitAuthCall(runtime, `${role}:reset-link`, req.body.email, req);
      await sendResetPasswordLink(runtime, role, req.body.email);
    },
  });

  api.route({
    method: 'post',
    path: `${prefix}/reset-password`,
    summary: 'Set a new password with the token from the reset mail; signs the account out everywhere',
    tags,
    access: 'public',
    body: resetPasswordBody,
    status: 204,
    responses: { 400: { description: 'Unknown, expired or used token (field token), or a password outside 8–128 characters' } },
    handler: async (req) => {
      const { token, password } = req.body;
      await resetPassword(runtime, role, token, password);
    },
  });

  api.route({
    method: 'post',
    path: `${prefix}/registration`,
    summary:
      role === 'admin'
        ? 'Invite a staff member: a pending admin account and an invitation mail'
        : `Register a ${role}: a pending account and a confirmation mail`,
    tags,
    access: role === 'admin' ? 'admin' : 'public',
    body: registrationBody[role],
    status: 201,
    responses: {
      201: {
        description: 'Pending; the same answer when the address already has an account (its owner is told by mail)',
        schema: Joi.object({ status: Joi.string().valid('PENDING_ACTIVATION') }),
      },
      ...RATE_LIMITED,
    },
    handler: async (req) => {
      await limitAuthCall(runtime, `${role}:registration`, req.body.email, req);
      return register(runtime, role, req.body, requestLanguage(req));
    },
  });

  api.route({
    method: 'post',
    path: `${prefix}/confirm-register`,
    summary:
      role === 'admin'
        ? 'Accept an invitation: choose a password and activate the account'
        : 'Confirm the e-mail address and activate the account',
    tags,
    access: 'public',
    body: confirmRegistrationBody[role],
    responses: {
      200: { description: 'Active', schema: Joi.object({ status: Joi.string().valid('ACTIVE') }) },
      400: { description: 'Unknown, expired or used token (field token)' },
      ...RATE_LIMITED,
    },
    handler: async (req) => {
      const { token, password } = req.body;
      await limitAuthCall(runtime, `${role}:confirmation`, token, req);
      return confirmRegistration(runtime, role, token, password);
    },
  });
}

export const authModule: CoreModule = {
  name: 'auth',
  register(api, runtime) {
    for (const role of ROLES) registerRoleAuth(api, runtime, role);
  },
};
