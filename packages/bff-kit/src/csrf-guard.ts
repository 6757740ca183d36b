import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@inkwell/service-kit';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** host[:port] as a URL spells it, so `Host: x:443` and `https://x` compare equal. */
function hostFor(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}

/**
 * Defence in depth next to SameSite=Lax: a state-changing request that says it comes from another site
 * (Origin, or Referer when a browser leaves Origin out) is refused. Requests naming no origin at all come
 * from non-browser clients, which carry no ambient cookie to abuse.
 */
export function refuseCrossSiteWrites(req: Request, _res: Response, next: NextFunction): void {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  const claimed = req.get('origin') ?? req.get('referer');
  if (claimed === undefined) return next();
  let source: URL | undefined;
  try {
    source = new URL(claimed);
  } catch {
    source = undefined;
  }
  if (!source || !req.host || source.host !== hostFor(source.protocol, req.host)) {
    return next(AppError.forbidden('Cross-site request refused'));
  }
  next();
}
