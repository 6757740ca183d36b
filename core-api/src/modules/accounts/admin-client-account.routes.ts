import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import {
  clientAccountBody,
  clientAccountSchema,
  clientCreatedSchema,
  clientEmailBody,
  clientEmailSchema,
  clientFeaturesBody,
  clientFeaturesSchema,
  clientOrderSettingsBody,
  clientOrderSettingsSchema,
  clientPaymentBody,
  clientPaymentSchema,
  newAdminClientBody,
} from './admin-client-account.schema.js';
import {
  clientAccountOf,
  clientFeaturesOf,
  clientOrderSettingsOf,
  clientPaymentOf,
  createClientForAdmin,
  sendClientPasswordMail,
  setClientAccountStatus,
  setClientEmail,
  setClientFeatures,
  setClientOrderSettings,
  setClientPayment,
} from './admin-client-account.service.js';

const TAGS = ['Client settings'];
const NOT_FOUND = { 404: { description: 'No such client' } };
const FIELD_ERRORS = { 400: { description: 'Field errors in `error`, named' } };

/**
 * Staff create a client and keep its account on the client page's settings tab (admin-and-linguist §7.1 Clients
 * and Client settings: payment, email, password, account, features, order; decision 056).
 */
export const adminClientAccountModule: CoreModule = {
  name: 'admin-client-account',
  register(api, runtime) {
    api.route({
      method: 'post',
      path: '/admin/users/client',
      summary: 'Create a client account (PENDING_ACTIVATION) and invite it by mail to choose its password',
      tags: TAGS,
      access: 'admin',
      body: newAdminClientBody,
      status: 201,
      responses: { 201: { description: 'Created', schema: clientCreatedSchema }, ...FIELD_ERRORS, 409: { description: 'A client with this e-mail exists (field email)' } },
      handler: (req) => createClientForAdmin(runtime, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/payment',
      summary: 'How a client pays: deposit (prepaid) or invoice (postpaid)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The invoicing type', schema: clientPaymentSchema }, ...NOT_FOUND },
      handler: (req) => clientPaymentOf(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/client/:id/payment',
      summary: 'Change how a client pays; orders created before keep theirs',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientPaymentBody,
      responses: { 200: { description: 'The invoicing type', schema: clientPaymentSchema }, ...FIELD_ERRORS, ...NOT_FOUND },
      handler: (req) => setClientPayment(req.params.id, req.body),
    });
    api.route({
      method: 'put',
      path: '/admin/client/:id/email',
      summary: 'Change a client’s sign-in e-mail address at once',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientEmailBody,
      responses: { 200: { description: 'The address', schema: clientEmailSchema }, ...FIELD_ERRORS, 409: { description: 'Another client uses it (field email)' }, ...NOT_FOUND },
      handler: (req) => setClientEmail(req.params.id, req.body),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/password',
      summary: 'Mail a client a password reset link (its invitation again while it has no password)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      status: 204,
      responses: { 204: { description: 'Sent' }, 409: { description: 'The account is blocked or closed' }, ...NOT_FOUND },
      handler: (req) => sendClientPasswordMail(runtime, req.params.id),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/account',
      summary: 'A client’s account status',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The status', schema: clientAccountSchema }, ...NOT_FOUND },
      handler: (req) => clientAccountOf(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/client/:id/account',
      summary: 'Block a client’s account (CLOSED_BY_GC: its sessions end) or open it again (ACTIVE)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientAccountBody,
      responses: {
        200: { description: 'The status', schema: clientAccountSchema },
        ...FIELD_ERRORS,
        409: { description: 'The account has this status already or is not activated yet (field status)' },
        ...NOT_FOUND,
      },
      handler: (req) => setClientAccountStatus(req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/features',
      summary: 'The services a client may use (servicesAvailable)',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The services', schema: clientFeaturesSchema }, ...NOT_FOUND },
      handler: (req) => clientFeaturesOf(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/client/:id/features',
      summary: 'Set the services a client may use',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientFeaturesBody,
      responses: { 200: { description: 'The services', schema: clientFeaturesSchema }, ...FIELD_ERRORS, ...NOT_FOUND },
      handler: (req) => setClientFeatures(req.params.id, req.body),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id/order',
      summary: 'A client’s order settings: default level, auto-accept working days, proofreading by default',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      responses: { 200: { description: 'The settings', schema: clientOrderSettingsSchema }, ...NOT_FOUND },
      handler: (req) => clientOrderSettingsOf(req.params.id),
    });
    api.route({
      method: 'patch',
      path: '/admin/client/:id/order',
      summary: 'Change a client’s order settings; a key left out keeps its value',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: clientOrderSettingsBody,
      responses: { 200: { description: 'The settings', schema: clientOrderSettingsSchema }, ...FIELD_ERRORS, ...NOT_FOUND },
      handler: (req) => setClientOrderSettings(req.params.id, req.body),
    });
  },
};
