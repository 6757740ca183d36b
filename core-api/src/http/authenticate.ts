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

export function verifyAccessToken(token: string, secret: string): Caller {
  const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as AccessTokenClaims & { typ?: string };
  const id = Number(claims.sub);
  if (claims.typ !== 'access' || !ROLES.includes(claims.role) || !Number.isSafeInteger(id)) throw new Error('bad claims');
  return { role: claims.role, id };
}

/** 401 without a valid bearer token; 403 when the token belongs to another role. */
export function authenticate(secret: string, roles: readonly Role[]) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return next(AppError.unauthenticated());
    let caller: Caller;
    try {
      caller = verifyAccessToken(token, secret);
    } catch {
      return next(AppError.unauthenticated('Your session has expired, please sign in again'));
    }
    if (!roles.includes(caller.role)) return next(AppError.forbidden(`This call is for ${roles.join(' or ')} accounts`));
    req.caller = caller;
    next();
  };
}
