import type { CoreModule } from '../module.js';
import {
  changeClientEmail,
  changeClientPassword,
  confirmClientEmail,
  getClientAccount,
  getClientEmail,
  patchClientAccount,
} from './client-account.service.js';
import { clientAccountPatch, clientAccountSchema, clientEmailBody, clientEmailConfirmBody, clientEmailSchema, clientPasswordBody } from './client-account.schema.js';

const TAGS = ['Client settings'];

/** The client's own account in its settings (client-portal §7 Settings: profile updates, PUT email, PUT password). */
export const clientAccountModule: CoreModule = {
  name: 'client-account',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/client/settings/account',
      summary: 'My names, nickname, language (of the interface and my mails) and currency, and whether the currency is fixed',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'The account', schema: clientAccountSchema } },
      handler: (_req, _res, caller) => getClientAccount(caller.id),
    });
    api.route({
      method: 'patch',
      path: '/client/settings/account',
      summary: 'Change my names, nickname, language, or currency until my first order or deposit',
      tags: TAGS,
      access: 'client',
      body: clientAccountPatch,
      responses: {
        200: { description: 'The account', schema: clientAccountSchema },
        400: { description: 'A field out of bounds or an unknown currency (named)' },
        409: { description: 'The currency is fixed by an order or a deposit (field currency)' },
      },
      handler: (req, _res, caller) => patchClientAccount(caller.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/client/settings/email',
      summary: 'My sign-in e-mail address and the one waiting for my confirmation',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'The addresses', schema: clientEmailSchema } },
      handler: (_req, _res, caller) => getClientEmail(caller.id),
    });
    api.route({
      method: 'put',
      path: '/client/settings/email',
      summary: 'Ask to sign in with another address (current password required): a confirmation link goes to it, nothing changes yet',
      tags: TAGS,
      access: 'client',
      body: clientEmailBody,
      responses: {
        200: { description: 'My address and the one waiting for confirmation', schema: clientEmailSchema },
        400: { description: 'Wrong current password (field currentPassword), or my address already (field email)' },
        409: { description: 'Another account uses it' },
      },
      handler: (req, _res, caller) => changeClientEmail(runtime, caller.id, req.body.email, req.body.currentPassword),
    });
    api.route({
      method: 'post',
      path: '/client/settings/email/confirm',
      summary: 'Open the confirmation link: the address it was mailed to becomes my sign-in address',
      tags: TAGS,
      access: 'client',
      body: clientEmailConfirmBody,
      responses: {
        200: { description: 'My new address', schema: clientEmailSchema },
        400: { description: 'The link is unknown, expired, used or another’s (field token)' },
        409: { description: 'Another account took the address meanwhile' },
      },
      handler: (req, _res, caller) => confirmClientEmail(caller.id, req.body.token),
    });
    api.route({
      method: 'put',
      path: '/client/settings/password',
      summary: 'Change my password (current password required); my other sessions end',
      tags: TAGS,
      access: 'client',
      body: clientPasswordBody,
      status: 204,
      responses: { 204: { description: 'Changed' }, 400: { description: 'Wrong current password (field currentPassword) or a new one too short or long' } },
      handler: (req, _res, caller) => changeClientPassword(caller.id, req.body.currentPassword, req.body.newPassword),
    });
  },
};
