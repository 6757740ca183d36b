import type { CoreModule } from '../module.js';
import { idParams } from '../../shared/query-schemas.js';
import { clientBalanceResponse } from './balances.schema.js';
import { getClientBalance } from './balances.service.js';

/** The balance box of the client portal (the linguist's is the payouts module's, decision 062). */
export const billingModule: CoreModule = {
  name: 'billing',
  register(api) {
    api.route({
      method: 'get',
      path: '/client/billing/balance',
      summary: 'The client’s deposits, reservations, open invoice positions and available money',
      tags: ['Billing'],
      access: 'client',
      responses: { 200: { description: 'Minor units in the client’s currency', schema: clientBalanceResponse } },
      handler: (_req, _res, caller) => getClientBalance(caller.id),
    });
  },
};

/** Staff's view of one client's balance, on the client's page. */
export const adminClientBalanceModule: CoreModule = {
  name: 'admin-client-balance',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/client/:id/balance',
      summary: 'A client’s deposits, reservations, open invoice positions and available money',
      tags: ['Clients'],
      access: 'admin',
      params: idParams,
      responses: {
        200: { description: 'Minor units in the client’s currency (ClientBalance)', schema: clientBalanceResponse },
        404: { description: 'No such client' },
      },
      handler: (req) => getClientBalance(Number(req.params.id)),
    });
  },
};
