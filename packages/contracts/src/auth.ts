import type { Role } from './roles.js';

/** Path prefix of each role's auth calls in core-api (client auth lives at the root, as the spec writes it). */
export const AUTH_PREFIX: Record<Role, string> = {
  client: '/auth',
  admin: '/admin/auth',
  linguist: '/linguist/auth',
};

/** The `me` call of each role in core-api. */
export const ME_PATH: Record<Role, string> = {
  client: '/client/me',
  admin: '/admin/me',
  linguist: '/linguist/me',
};

/** The fixed OAuth-style client credentials each role's BFF sends with the password and refresh grants. */
export const OAUTH_CLIENT_ID: Record<Role, string> = {
  client: 'web-client',
  admin: 'web-admin',
  linguist: 'web-linguist',
};

/** POST {AUTH_PREFIX}/login body. */
export type TokenRequest =
  | { grant_type: 'password'; client_id: string; client_secret: string; username: string; password: string }
  | { grant_type: 'refresh_token'; client_id: string; client_secret: string; refresh_token: string };

/** Answer of the login call (both grants). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** seconds until the access token expires */
  expires_in: number;
}

/** Claims inside an access token. */
export interface AccessTokenClaims {
  sub: string;
  role: Role;
}

/** BFF endpoints the apps call (tokens never reach the browser). */
export const BFF_PATHS = {
  login: '/bff/auth/login',
  logout: '/bff/auth/logout',
  session: '/bff/auth/session',
  /** the session's live stream of server-sent events (decision 035) */
  events: '/bff/events',
  apiPrefix: '/api',
  /** the API reference and operator docs (docs/dist), linked from every app's footer */
  docs: '/docs',
} as const;

/** Answer of POST /bff/auth/login. */
export interface SessionResponse<TUser = unknown> {
  user: TUser;
}

/**
 * Answer of GET /bff/auth/session: `user` is null for a visitor who is not signed in. "Who am I?" has "nobody" as
 * a normal answer, so it is not an error status a browser would log on every guest page.
 */
export interface SessionState<TUser = unknown> {
  user: TUser | null;
}
