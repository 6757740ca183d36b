import type { Request } from 'express';
import { AppError } from '@inkwell/service-kit';
import type { CoreModule } from '../module.js';
import {
  addNotificationRecipient,
  listNotificationRecipients,
  notificationRecipientBody,
  notificationRecipientPageSchema,
  notificationRecipientSchema,
  removeNotificationRecipient,
  updateNotificationRecipient,
} from '../notifications/index.js';
import { adminClientDetailSchema, adminClientListQuery, adminClientPageSchema, clientIdParams, clientRecipientParams } from './admin-clients.schema.js';
import { getClientForAdmin, listClientsForAdmin } from './admin-clients.service.js';
import { findClientById } from './users.service.js';

const TAGS = ['Clients'];
const NOT_FOUND = { 404: { description: 'No such client' } };

function clientId(req: Request): number {
  return Number(req.params.id);
}

/** Staff act on an existing client's recipients; an unknown client is a 404 before anything else. */
async function existingClient(id: number): Promise<number> {
  if (!(await findClientById(id))) throw AppError.notFound('Client');
  return id;
}

/**
 * Staff's view of the platform's clients: the search, one client and its notification recipients (kept by the
 * notifications module; its balance is the balances module's).
 */
export const adminClientsModule: CoreModule = {
  name: 'admin-clients',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/users/client',
      summary: 'Search every client by e-mail, company or name',
      tags: TAGS,
      access: 'admin',
      query: adminClientListQuery,
      responses: { 200: { description: 'Newest first', schema: adminClientPageSchema } },
      handler: (req) => listClientsForAdmin(req.query),
    });
    api.route({
      method: 'get',
      path: '/admin/client/:id',
      summary: 'One client with billing name, VAT and legal check status',
      tags: TAGS,
      access: 'admin',
      params: clientIdParams,
      responses: { 200: { description: 'The client', schema: adminClientDetailSchema }, ...NOT_FOUND },
      handler: (req) => getClientForAdmin(clientId(req)),
    });

    // The spec's admin client settings name these notifications-recipients and notifications-recipient[/{id}].
    api.route({
      method: 'get',
      path: '/admin/client/:id/notifications-recipients',
      summary: 'The people besides the account who get a client’s mails, with the events each receives',
      tags: TAGS,
      access: 'admin',
      params: clientIdParams,
      responses: { 200: { description: 'Oldest first', schema: notificationRecipientPageSchema }, ...NOT_FOUND },
      handler: async (req) => listNotificationRecipients(await existingClient(clientId(req))),
    });
    api.route({
      method: 'post',
      path: '/admin/client/:id/notifications-recipient',
      summary: 'Add a notification recipient for a client',
      tags: TAGS,
      access: 'admin',
      params: clientIdParams,
      body: notificationRecipientBody,
      status: 201,
      responses: { 201: { description: 'The recipient', schema: notificationRecipientSchema }, 409: { description: 'The client has this address already' }, ...NOT_FOUND },
      handler: async (req) => addNotificationRecipient(await existingClient(clientId(req)), req.body),
    });
    api.route({
      method: 'put',
      path: '/admin/client/:id/notifications-recipient/:recipientId',
      summary: 'Change a client’s notification recipient',
      tags: TAGS,
      access: 'admin',
      params: clientRecipientParams,
      body: notificationRecipientBody,
      responses: { 200: { description: 'The recipient', schema: notificationRecipientSchema }, 404: { description: 'No such client, or not its recipient' } },
      handler: async (req) => updateNotificationRecipient(await existingClient(req.params.id), req.params.recipientId, req.body),
    });
    api.route({
      method: 'delete',
      path: '/admin/client/:id/notifications-recipient/:recipientId',
      summary: 'Remove a client’s notification recipient',
      tags: TAGS,
      access: 'admin',
      params: clientRecipientParams,
      status: 204,
      responses: { 404: { description: 'No such client, or not its recipient' } },
      handler: async (req) => removeNotificationRecipient(await existingClient(req.params.id), req.params.recipientId),
    });
  },
};
