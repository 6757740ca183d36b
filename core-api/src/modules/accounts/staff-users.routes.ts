import type { CoreModule } from '../module.js';
import { listAdminAccounts } from '../users/index.js';
import { idParams } from '../../shared/query-schemas.js';
import { internalUserListQuery, internalUserPageSchema, internalUserPatch, internalUserSchema, newInternalUserBody } from './staff-users.schema.js';
import { createInternalUser, updateInternalUser } from './staff-users.service.js';

const TAGS = ['Staff users'];

/** The back office's own staff (admin spec §7.1 lookups: GET /admin/users/internal, POST create, PATCH update). */
export const staffUsersModule: CoreModule = {
  name: 'staff-users',
  register(api, runtime) {
    api.route({
      method: 'get',
      path: '/admin/users/internal',
      summary: 'Staff members by name, filtered by status; pickers ask for status ACTIVE with limit 99999',
      tags: TAGS,
      access: 'admin',
      query: internalUserListQuery,
      responses: { 200: { description: 'By last name', schema: internalUserPageSchema } },
      handler: (req) => listAdminAccounts(req.query),
    });
    api.route({
      method: 'post',
      path: '/admin/users/internal',
      summary: 'Add a colleague: a pending staff account and an invitation mail to choose a password',
      tags: TAGS,
      access: 'admin',
      body: newInternalUserBody,
      status: 201,
      responses: {
        201: { description: 'The invited staff member', schema: internalUserSchema },
        409: { description: 'A staff member has this e-mail address (field email)' },
      },
      handler: (req) => createInternalUser(runtime, req.body),
    });
    api.route({
      method: 'patch',
      path: '/admin/users/internal/:id',
      summary: 'Change a colleague’s names, address, language or invoice access, or deactivate and reactivate them',
      tags: TAGS,
      access: 'admin',
      params: idParams,
      body: internalUserPatch,
      responses: {
        200: { description: 'The staff member', schema: internalUserSchema },
        404: { description: 'No such staff member' },
        409: { description: 'Another staff member has this e-mail address (field email)' },
        422: { description: 'Your own access or account, or the last active administrator with invoice access (field fakturaAccess or active)' },
      },
      handler: (req, _res, caller) => updateInternalUser(runtime, caller.id, req.params.id, req.body),
    });
  },
};
