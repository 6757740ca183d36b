import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { API_KEY_PREFIX, ROLES, type AccessTokenClaims, type ApiKeyScope, type Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** The signed-in user a request acts for. */
export interface Caller {
  role: Role;
  id: number;
  /** set when a partner's system calls with one of the client's API keys instead of a person's session */
  apiKey?: { id: number; scopes: readonly ApiKeyScope[] };
}

/**
 * Resolves an API key's secret to its client, counting the call against the key's rate limit (it throws the
 * 429); null for an unknown or revoked key. The api-keys module provides it (decision 066).
 */
export type ApiKeyAuthenticator = (secret: string, ip: string) => Promise<Caller | null>;

/** The secret of an `X-Api-Key: ink_live_…` or `Authorization: Bearer ink_live_…` header, if the request has one. */
export function apiKeySecretOf(req: Request): string | undefined {
  const header = req.get('x-api-key')?.trim();
  if (header) return header;
  const [scheme, token] = (req.get('authorization') ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token?.startsWith(API_KEY_PREFIX) ? token : undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller: Caller;
  }
}

/**
 * Given a string, jsonwebtoken first tries it as a PEM public key, throws, and then makes a secret key of it, on
 * every call: a quarter of core-api's CPU under load. The key is made once per secret; every token is still
 * verified in full.
 */
const secretKeys = new Map<string, KeyObject>();

export function accessTokenKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

export function verifyAccessToken(token: string, secret: string | KeyObject): Caller {
  const key = typeof secret === 'string' ? accessTokenKey(secret) : secret;
  const claims = jwt.verify(token, key, { algorithms: ['HS256'] }) as AccessTokenClaims & { typ?: string };
  const id = Number(claims.sub);
  if (claims.typ !== 'access' || !ROLES.includes(claims.role) || !Number.isSafeInteger(id)) throw new Error('bad claims');
  return { role: claims.role, id };
}

export interface ApiKeyAccess {
  /** the scopes the route needs from a key, or null when no key may call it */
  scopes: readonly ApiKeyScope[] | null;
  authenticator: () => ApiKeyAuthenticator | undefined;
}

/** An API key's call: 401 for an unknown or revoked key, 403 for a route it may not call or a scope it lacks. */
async function authenticateApiKey(req: Request, secret: string, roles: readonly Role[], access: ApiKeyAccess): Promise<Caller> {
  const authenticator = access.authenticator();
  if (!roles.includes('client') || !authenticator) throw AppError.forbidden('API keys are for the client API (/client/…)');
  const caller = await authenticator(secret, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  if (!caller?.apiKey) throw AppError.unauthenticated('This API key is unknown or has been revoked');
  if (!access.scopes) throw AppError.forbidden('An API key cannot make this call: it is for a signed-in person');
  const missing = access.scopes.filter((scope) => !caller.apiKey?.scopes.includes(scope));
  if (missing.length) throw AppError.forbidden(`This API key lacks the scope ${missing.join(', ')}`);
  return caller;
}

/** 401 without a valid bearer token or API key; 403 when the token belongs to another role. */
export function authenticate(secret: string, roles: readonly Role[], apiKeys?: ApiKeyAccess) {
  const key = accessTokenKey(secret);
  return (req: Request, _res: Response, next: NextFunction) => {
    const apiKeySecret = apiKeys && apiKeySecretOf(req);
    if (apiKeys && apiKeySecret) {
      authenticateApiKey(req, apiKeySecret, roles, apiKeys).then((caller) => {
        req.caller = caller;
        next();
      }, next);
      return;
    }
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return next(AppError.unauthenticated());
    let caller: Caller;
    try {
      caller = verifyAccessToken(token, key);
    } catch {
      return next(AppError.unauthenticated('Your session has expired, please sign in again'));
    }
    if (!roles.includes(caller.role)) return next(AppError.forbidden(`This call is for ${roles.join(' or ')} accounts`));
    req.caller = caller;
    next();
  };
}
