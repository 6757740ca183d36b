import { createSecretKey, type KeyObject } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { ROLES, type AccessTokenClaims, type Role } from '@inkwell/contracts';
import { AppError } from '@inkwell/service-kit';

/** The signed-in user a request acts for. */
export interface Caller {
  role: Role;
  id: number;
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

/** 401 without a valid bearer token; 403 when the token belongs to another role. */
export function authenticate(secret: string, roles: readonly Role[]) {
  const key = accessTokenKey(secret);
  return (req: Request, _res: Response, next: NextFunction) => {
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
