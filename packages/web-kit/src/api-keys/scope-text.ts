import type { ApiKeyScope } from '@inkwell/contracts';

/** i18next reads ':' as a namespace separator, so a scope's texts sit under a key without one. */
export const SCOPE_TEXT_KEY: Record<ApiKeyScope, string> = { read: 'read', 'orders:write': 'ordersWrite', 'billing:read': 'billingRead' };
