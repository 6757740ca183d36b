import type { Request } from 'express';
import type { Store, SessionData } from 'express-session';
import type { Role, TokenResponse } from '@inkwell/contracts';

declare module 'express-session' {
  interface SessionData {
    /** the BFF that signed this session in; a session of another role is never read */
    role: Role;
    tokens: SessionTokens;
    /** the signed-in user's id in its role (core-api's `me`), whose live events the session's streams relay */
    userId: number;
  }
}

/** The role's tokens, held only here: the browser sees nothing but an opaque session id. */
export interface SessionTokens {
  access: string;
  refresh: string;
  /** epoch milliseconds */
  accessExpiresAt: number;
}

export function tokensFrom(response: TokenResponse, now = Date.now()): SessionTokens {
  return { access: response.access_token, refresh: response.refresh_token, accessExpiresAt: now + response.expires_in * 1000 };
}

/**
 * Makes another role's sessions invisible to this BFF: they share a PostgreSQL table, and a cookie carried
 * to the wrong BFF must count as no session at all rather than be read or rewritten.
 */
export function scopeStoreToRole(store: Store, role: Role): void {
  const get = store.get.bind(store);
  store.get = (sid, callback) =>
    get(sid, (err, sess) => {
      if (err) return callback(err);
      callback(null, sess && sess.role === role ? sess : null);
    });
}

export function readStoredSession(req: Request): Promise<SessionData | null | undefined> {
  return new Promise((resolve, reject) => req.sessionStore.get(req.sessionID, (err, sess) => (err ? reject(err) : resolve(sess))));
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())));
}

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  if (!req.session) return Promise.resolve();
  return new Promise((resolve, reject) => req.session.destroy((err: unknown) => (err ? reject(err) : resolve())));
}
