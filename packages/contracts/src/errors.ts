/**
 * The body of every error answer of core-api and the BFFs.
 * `error` carries field errors (400) in the shape the apps' error-to-text helper reads:
 * field name → list of messages.
 */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  error?: Record<string, string[]>;
  requestId?: string;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  notConfigured: 'NOT_CONFIGURED',
  /** a service we call (the AI provider) failed or answered what we could not read: 502 */
  upstreamFailed: 'UPSTREAM_FAILED',
  /** a service we call did not answer in time: 504 */
  upstreamTimeout: 'UPSTREAM_TIMEOUT',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
