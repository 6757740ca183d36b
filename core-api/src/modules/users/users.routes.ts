import { ME_PATH } from '@inkwell/contracts';
import type { CoreModule } from '../module.js';
import { getAdminMe, getClientMe, getLinguistMe } from './users.service.js';

export const usersModule: CoreModule = {
  name: 'users',
  register(api) {
    api.route({
      method: 'get',
      path: ME_PATH.client,
      summary: 'The signed-in client, with the billing name when billing settings exist',
      tags: ['Accounts'],
      access: 'client',
      handler: (_req, _res, caller) => getClientMe(caller.id),
    });
    api.route({
      method: 'get',
      path: ME_PATH.admin,
      summary: 'The signed-in staff member',
      tags: ['Accounts'],
      access: 'admin',
      handler: (_req, _res, caller) => getAdminMe(caller.id),
    });
    api.route({
      method: 'get',
      path: ME_PATH.linguist,
      summary: 'The signed-in linguist with level, roles and languages',
      tags: ['Accounts'],
      access: 'linguist',
      handler: (_req, _res, caller) => getLinguistMe(caller.id),
    });
  },
};
