import type { ApiKeyScope } from '@inkwell/contracts';

/** Client paths a key with orders:write may change: the partner integration's work (orders and what carries them). */
const ORDER_WRITES = /^\/client\/(order|orders|project|projects|quote|import|imports|message|messages|webhook|webhooks)(\/|$)/;
const BILLING = /^\/client\/billing(\/|$)/;

/**
 * The scopes an API key needs for a client route, or null when a key may not call it at all (decision 066):
 * reads need `read`, billing reads `billing:read`, changes to orders, projects, quotes, imports, messages and
 * webhooks `orders:write`. Everything else a person does in the portal (the account, its password and e-mail,
 * API keys themselves, payments, preferences) stays with a signed-in person, so a leaked key cannot take over
 * the account, mint more keys or spend the client's card.
 */
export function apiKeyScopesFor(method: string, path: string): ApiKeyScope[] | null {
  if (!path.startsWith('/client/') || path.startsWith('/client/api-keys')) return null;
  if (method === 'get') return [BILLING.test(path) ? 'billing:read' : 'read'];
  return ORDER_WRITES.test(path) ? ['orders:write'] : null;
}

/** A route's own `apiKeyScopes` when it declares them, else the rule above. */
export function routeApiKeyScopes(route: { method: string; path: string; apiKeyScopes?: readonly ApiKeyScope[] | null }): readonly ApiKeyScope[] | null {
  return route.apiKeyScopes !== undefined ? route.apiKeyScopes : apiKeyScopesFor(route.method, route.path);
}
