import type { TFunction } from 'i18next';

/** Reason phrases for the statuses the apps meet; used only when an error answer carries no text of its own. */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

interface HttpError {
  status: number;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The HTTP status and body of a failed call, whatever shape RTK Query gave it: a JSON answer
 * ({status, data}) or a body that was not JSON ({status: 'PARSING_ERROR', originalStatus, data}).
 * Network failures and thrown errors have no HTTP status and give null.
 */
export function toHttpError(error: unknown): HttpError | null {
  if (!isRecord(error)) return null;
  if (typeof error.status === 'number') return { status: error.status, data: error.data };
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return { status: error.originalStatus, data: error.data };
  }
  return null;
}

/** The field errors of a 400 answer (ErrorBody.error), or null when the answer has none. */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | unknown[] | null {
  const http = toHttpError(error);
  if (!http || !isRecord(http.data)) return null;
  const fields = http.data.error;
  if (Array.isArray(fields)) return fields.length > 0 ? fields : null;
  if (isRecord(fields)) return Object.keys(fields).length > 0 ? fields : null;
  return null;
}

function entryText(entry: unknown, field: string | undefined, t: TFunction): string[] {
  if (Array.isArray(entry)) return entry.flatMap((item) => entryText(item, field, t));
  if (isRecord(entry)) {
    if (typeof entry.message === 'string' && (typeof entry.position === 'number' || typeof entry.position === 'string')) {
      return [t('errors.position', { message: entry.message, position: entry.position })];
    }
    if (typeof entry.message === 'string') {
      const named = typeof entry.field === 'string' ? entry.field : field;
      return entryText(entry.message, named, t);
    }
    return Object.entries(entry).flatMap(([key, value]) => entryText(value, key, t));
  }
  if (typeof entry !== 'string' && typeof entry !== 'number') return [];
  const message = String(entry);
  // Word-count errors already read as a sentence about the text, so they carry no field name.
  if (field === undefined || field === 'words') return [message];
  return [t('errors.field', { field, message })];
}

/**
 * Spec §8 error-to-text helper: turns a failed call into one readable sentence.
 * 500 and above → the default message (internals stay hidden); field errors → 'The field {field}: message'
 * joined (no prefix for 'words'); entries with a position → 'message. Position N.'; a string body as is;
 * otherwise the answer's message or the status text; the default message when nothing else is known.
 */
export function errorToText(error: unknown, t: TFunction): string {
  const fallback = t('errors.default');
  const http = toHttpError(error);
  if (!http || http.status >= 500) return fallback;

  const fields = fieldErrorsOf(error);
  if (fields) {
    const lines = entryText(fields, undefined, t);
    if (lines.length > 0) return lines.join(' ');
  }
  if (typeof http.data === 'string' && http.data.trim() !== '') return http.data;
  if (isRecord(http.data) && typeof http.data.message === 'string' && http.data.message !== '') {
    return http.data.message;
  }
  return STATUS_TEXT[http.status] ?? fallback;
}
