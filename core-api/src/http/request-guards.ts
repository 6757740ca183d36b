import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { ERROR_CODES } from '@inkwell/contracts';
import { AppError, type ErrorConverter } from '@inkwell/service-kit';

/**
 * express.json's `verify` hook. The parser would turn invalid bytes into U+FFFD and the text would be stored
 * mangled; the client must hear that it sent something else than it meant.
 */
export function refuseInvalidUtf8(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (encoding.toLowerCase() === 'utf-8' && !isUtf8(body)) throw AppError.badRequest('The request body is not valid UTF-8', 'body');
}

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/**
 * On routes that read a JSON body: any other content type would reach validation as an empty body, which a
 * route whose fields are all optional (logout, admin accept) would then act on.
 */
export function requireJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (hasBody(req) && !req.is('application/json')) {
    return next(new AppError(ERROR_CODES.unsupportedMediaType, 'Send the body as application/json', 415));
  }
  next();
}

/** Express answers a path such as /client/order/%ff with a bare URIError; this one names the field. */
export const malformedPathConverter: ErrorConverter = (err) => {
  if (err instanceof URIError && (err as URIError & { status?: number }).status === 400) {
    return AppError.badRequest('The path holds a malformed %-encoding', 'path');
  }
  return undefined;
};
