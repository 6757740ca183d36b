import { ERROR_CODES, type ErrorCode } from '@inkwell/contracts';

/** The one error type services throw; the error middleware turns it into the shared error body. */
export class AppError extends Error {
  /** set on a 429: how long the caller should wait */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly httpStatus: number,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** a copy carrying field errors */
  withDetails(details: Record<string, string[]>): AppError {
    return new AppError(this.code, this.message, this.httpStatus, Object.keys(details).length ? details : this.details);
  }

  static validation(details: Record<string, string[]>, message = describeFieldErrors(details)): AppError {
    return new AppError(ERROR_CODES.validation, message, 400, details);
  }
  static badRequest(message: string, field?: string): AppError {
    return new AppError(ERROR_CODES.validation, message, 400, field ? { [field]: [message] } : undefined);
  }
  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError(ERROR_CODES.unauthenticated, message, 401);
  }
  static forbidden(message = 'You are not allowed to do this'): AppError {
    return new AppError(ERROR_CODES.forbidden, message, 403);
  }
  static notFound(what = 'Resource'): AppError {
    return new AppError(ERROR_CODES.notFound, `${what} not found`, 404);
  }
  static conflict(message: string): AppError {
    return new AppError(ERROR_CODES.conflict, message, 409);
  }
  static unprocessable(message: string, details?: Record<string, string[]>): AppError {
    return new AppError(ERROR_CODES.unprocessable, message, 422, details);
  }
  /** `retryAfterSeconds` becomes the answer's Retry-After header (every 429 carries one). */
  static tooManyRequests(message = 'Too many attempts, please try again later', retryAfterSeconds = 60): AppError {
    const error = new AppError(ERROR_CODES.tooManyRequests, message, 429);
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
  static notConfigured(feature: string): AppError {
    return new AppError(ERROR_CODES.notConfigured, `${feature} is not configured`, 503);
  }
}

/** "The field email: must be a valid email" — one line naming every offending field. */
export function describeFieldErrors(details: Record<string, string[]>): string {
  return Object.entries(details)
    .map(([field, messages]) => `The field ${field}: ${messages.join(', ')}`)
    .join('; ');
}
