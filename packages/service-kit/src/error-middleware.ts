import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ERROR_CODES, type ErrorBody } from '@inkwell/contracts';
import { AppError } from './app-error.js';
import type { Logger } from './logger.js';
import type { ErrorReporter } from './error-reporting.js';

/** Turns an error a module knows about (e.g. a database constraint) into an AppError; undefined if it does not know it. */
export type ErrorConverter = (err: unknown) => AppError | undefined;

/** Body-parser and multer-style errors carry a `type`/`status` we can map without knowing the library. */
function convertHttpLibraryError(err: unknown): AppError | undefined {
  const e = err as { type?: string; status?: number; statusCode?: number; message?: string; code?: string };
  if (!e || typeof e !== 'object') return undefined;
  if (e.type === 'entity.parse.failed') return AppError.badRequest('Malformed JSON in request body', 'body');
  if (e.type === 'entity.too.large') return new AppError(ERROR_CODES.payloadTooLarge, 'Request body is too large', 413);
  if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported')
    return new AppError(ERROR_CODES.unsupportedMediaType, 'Unsupported request encoding', 415);
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e.message)
    return new AppError(ERROR_CODES.validation, e.message, status);
  return undefined;
}

function toBody(err: AppError, req: Request): ErrorBody {
  return {
    status: err.httpStatus,
    code: err.code,
    message: err.message,
    ...(err.details ? { error: err.details } : {}),
    requestId: req.id,
  };
}

/**
 * The one error handler: known errors keep their status and message; unknown ones log and answer a generic 500.
 * Answers of 500 and above go to the error reporter, once each, with the request id the caller was given.
 */
export function errorMiddleware(logger: Logger, converters: ErrorConverter[] = [], reporter: ErrorReporter | null = null): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let appError = err instanceof AppError ? err : undefined;
    for (const convert of [...converters, convertHttpLibraryError]) {
      if (appError) break;
      appError = convert(err);
    }
    if (!appError) {
      logger.error('unhandled error', { requestId: req.id, error: err instanceof Error ? err.stack : String(err) });
      appError = new AppError(ERROR_CODES.internal, 'Something went wrong.', 500);
    }
    if (appError.httpStatus >= 500) {
      reporter?.report(err, { requestId: req.id, method: req.method, path: req.originalUrl.split('?')[0] ?? req.path, status: appError.httpStatus });
    }
    if (res.headersSent) return;
    sendError(res, appError, req);
  };
}

export function sendError(res: Response, err: AppError, req: Request): void {
  // RFC 9110: a 429 says when to come back, so a client's retry loop waits instead of hammering.
  if (err.httpStatus === 429) res.setHeader('Retry-After', String(err.retryAfterSeconds ?? 60));
  res.status(err.httpStatus).json(toBody(err, req));
}

/** Unknown routes answer the shared 404 body. */
export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new AppError(ERROR_CODES.notFound, `No route for ${req.method} ${req.path}`, 404));
};
