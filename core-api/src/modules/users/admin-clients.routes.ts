import type { Request } from 'express';
import type { CoreModule } from '../module.js';
import { adminClientDetailSchema, adminClientListQuery, adminClientPageSchema, clientIdParams } from './admin-clients.schema.js';
import { getClientForAdmin, listClientsForAdmin } from './admin-clients.service.js';

const TAGS = ['Clients'];
const NOT_FOUND = { 404: { description: 'No such client' } };

function clientId(req: Request): number {
  return Number(req.params.id);
}

/** Staff's view of the platform's clients: the search and one client (its balance is the balances module's). */
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
  },
};
