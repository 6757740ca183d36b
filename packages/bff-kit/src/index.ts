export * from './config.js';
export * from './create-bff.js';
export * from './run-bff.js';
export { sessionCookieName } from './session-middleware.js';
export { SESSION_TABLE } from './session-store.js';
export { isTokenIssuingPath } from './api-proxy.js';
export { REFRESH_MARGIN_MS } from './token-keeper.js';
export type { SessionTokens } from './session-tokens.js';
