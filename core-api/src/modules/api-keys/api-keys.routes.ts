import type { CoreModule } from '../module.js';
import { AppError } from '@inkwell/service-kit';
import { findClientById } from '../users/index.js';
import { adminApiKeyParams, adminClientParams, apiKeyCreateBody, apiKeyCreatedSchema, apiKeyPageSchema, apiKeyParams } from './api-keys.schema.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';
import { ApiKeyAuthenticator } from './api-key-auth.js';

const TAGS = ['API keys'];

/** Staff act on an existing client's keys; an unknown client is a 404 before anything else. */
async function existingClient(id: number): Promise<number> {
  if (!(await findClientById(id))) throw AppError.notFound('Client');
  return id;
}

/**
 * A client's API keys (issue 17, decision 066): the client manages its own in Settings → API, staff list and
 * revoke them on the client's page. Managing keys takes a person's session: no key can mint or revoke keys.
 */
export const apiKeysModule: CoreModule = {
  name: 'api-keys',
  register(api, runtime) {
    const keys = new ApiKeyAuthenticator(runtime.config.apiKeyRequestsPerMinute, runtime.logger);
    api.acceptApiKeys((secret, ip) => keys.authenticate(secret, ip));
    const revoke = async (clientId: number, keyId: number, by: 'client' | 'staff') => {
      await revokeApiKey(clientId, keyId, by);
      keys.forget(keyId);
    };

    api.route({
      method: 'get',
      path: '/client/api-keys',
      summary: 'My API keys, working ones first (the secrets are never shown again)',
      tags: TAGS,
      access: 'client',
      responses: { 200: { description: 'The keys', schema: apiKeyPageSchema } },
      handler: (_req, _res, caller) => listApiKeys(caller.id),
    });
    api.route({
      method: 'post',
      path: '/client/api-keys',
      summary: 'Create an API key with a name and scopes; the answer carries its secret, shown this once',
      tags: TAGS,
      access: 'client',
      body: apiKeyCreateBody,
      status: 201,
      responses: {
        201: { description: 'The key and its secret', schema: apiKeyCreatedSchema },
        400: { description: 'A missing or too long name (field name), or no or an unknown scope (field scopes)' },
        422: { description: 'The client already has the most working keys' },
      },
      handler: (req, _res, caller) => createApiKey(caller.id, req.body),
    });
    api.route({
      method: 'delete',
      path: '/client/api-keys/:id',
      summary: 'Revoke one of my API keys: its calls answer 401 from now on',
      tags: TAGS,
      access: 'client',
      params: apiKeyParams,
      status: 204,
      responses: { 404: { description: 'No such key of mine' } },
      handler: (req, _res, caller) => revoke(caller.id, req.params.id, 'client'),
    });

    api.route({
      method: 'get',
      path: '/admin/client/:id/api-keys',
      summary: 'A client’s API keys, with when and from where each was last used',
      tags: TAGS,
      access: 'admin',
      params: adminClientParams,
      responses: { 200: { description: 'The keys', schema: apiKeyPageSchema }, 404: { description: 'No such client' } },
      handler: async (req) => listApiKeys(await existingClient(req.params.id)),
    });
    api.route({
      method: 'delete',
      path: '/admin/client/:id/api-keys/:keyId',
      summary: 'Revoke a client’s API key (e.g. one the client reports leaked)',
      tags: TAGS,
      access: 'admin',
      params: adminApiKeyParams,
      status: 204,
      responses: { 404: { description: 'No such client, or no such key of the client' } },
      handler: async (req) => revoke(await existingClient(req.params.id), req.params.keyId, 'staff'),
    });
  },
};
