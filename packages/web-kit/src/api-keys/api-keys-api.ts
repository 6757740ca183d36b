import { BFF_PATHS, type ApiKeyCreateBody, type ApiKeyCreated, type ApiKeyPage } from '@inkwell/contracts';
import type { AppBaseApi } from '../auth/auth-api';

/** Whose keys a call reads: the client's own, or, for staff, the client on whose page they are (decision 066). */
export type ApiKeysOwner = { clientId?: number };

const keysPath = ({ clientId }: ApiKeysOwner, rest = '') =>
  `${BFF_PATHS.apiPrefix}${clientId === undefined ? '/client' : `/admin/client/${clientId}`}/api-keys${rest}`;

const listOf = ({ clientId }: ApiKeysOwner) => ({ type: 'ApiKey' as const, id: clientId ?? 'OWN' });

/** A client's API keys: listed and revoked by the client or by staff, created by the client only. */
export function injectApiKeyEndpoints(base: AppBaseApi) {
  return base.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
    endpoints: (build) => ({
      getApiKeys: build.query<ApiKeyPage, ApiKeysOwner>({
        query: (owner) => keysPath(owner),
        providesTags: (_page, _error, owner) => [listOf(owner)],
      }),
      createApiKey: build.mutation<ApiKeyCreated, ApiKeyCreateBody>({
        query: (body) => ({ url: keysPath({}), method: 'POST', body }),
        invalidatesTags: () => [listOf({})],
      }),
      revokeApiKey: build.mutation<void, ApiKeysOwner & { id: number }>({
        query: ({ id, ...owner }) => ({ url: keysPath(owner, `/${id}`), method: 'DELETE' }),
        invalidatesTags: (_result, _error, owner) => [listOf(owner)],
      }),
    }),
  });
}

export type ApiKeysApi = ReturnType<typeof injectApiKeyEndpoints>;
