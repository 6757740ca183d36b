import type { CoreModule } from '../module.js';
import { clientBalanceResponse, linguistBalanceResponse } from './billing.schema.js';
import { getClientBalance, getLinguistBalance } from './billing.service.js';

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
    api.route({
      method: 'get',
      path: '/linguist/billing/balance',
      summary: 'What the linguist has earned and not yet been paid',
      tags: ['Billing'],
      access: 'linguist',
      responses: { 200: { description: 'Minor units in the linguist’s currency', schema: linguistBalanceResponse } },
      handler: (_req, _res, caller) => getLinguistBalance(caller.id),
    });
  },
};
