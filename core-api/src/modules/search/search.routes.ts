import type { CoreModule } from '../module.js';
import { adminSearchQuery, adminSearchResultSchema } from './search.schema.js';
import { searchForStaff } from './search.service.js';

export const adminSearchModule: CoreModule = {
  name: 'admin-search',
  register(api) {
    api.route({
      method: 'get',
      path: '/admin/search',
      summary: 'Staff’s one search box: clients, linguists, projects, orders and invoices by id, name, e-mail, title or number',
      tags: ['Search'],
      access: 'admin',
      query: adminSearchQuery,
      responses: {
        200: { description: 'The hits grouped by kind, each kind at most `limit`', schema: adminSearchResultSchema },
        400: { description: '`q` (not an id) shorter than 3 characters or without a word of 3; `limit` outside 1–20' },
      },
      handler: (req, _res, caller) => searchForStaff(caller.id, req.query),
    });
  },
};
