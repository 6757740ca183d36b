/**
 * A client's API keys (issue 17, decision 066): a partner's system calls the same /client/* routes as the client
 * portal with `Authorization: Bearer ink_live_…` or `X-Api-Key: ink_live_…`, limited to the key's scopes.
 *   GET    /client/api-keys               → ApiKeyPage
 *   POST   /client/api-keys               ApiKeyCreateBody → ApiKeyCreated   (the secret is in this answer only)
 *   DELETE /client/api-keys/{id}          → 204   (revokes; a revoked key answers 401 from then on)
 *   GET    /admin/client/{id}/api-keys    → ApiKeyPage
 *   DELETE /admin/client/{id}/api-keys/{keyId} → 204
 */

/** What a key may do: read the client's data, create and change orders and projects, read billing. */
export const API_KEY_SCOPES = ['read', 'orders:write', 'billing:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ink_live_';
export const API_KEY_NAME_MAX = 100;
/** Active keys a client may hold at once. */
export const API_KEYS_PER_CLIENT_MAX = 20;

export interface ApiKey {
  id: number;
  name: string;
  scopes: ApiKeyScope[];
  /** the secret's first characters, e.g. ink_live_3fKq, so the client can tell keys apart */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** the address of the key's last call */
  lastUsedIp: string | null;
  /** null while the key works */
  revokedAt: string | null;
}

export interface ApiKeyPage {
  data: ApiKey[];
  total: number;
}

export interface ApiKeyCreateBody {
  name: string;
  scopes: ApiKeyScope[];
}

export interface ApiKeyCreated extends ApiKey {
  /** the whole secret: shown once, never stored in clear */
  secret: string;
}
