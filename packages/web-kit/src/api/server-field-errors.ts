import type { FormikHelpers } from 'formik';
import { fieldErrorsOf, toHttpError } from './error-to-text';

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string') {
    return [value.message];
  }
  return [];
}

/**
 * Puts the field errors of a 400 answer under the form's matching fields.
 * Returns true only when every field error found a field, so the caller knows whether it still has to show
 * the error elsewhere (e.g. in an alert via `errorToText`).
 */
export function applyServerFieldErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  formFields: readonly (keyof Values & string)[],
): boolean {
  const http = toHttpError(error);
  const fields = fieldErrorsOf(error);
  if (!http || http.status !== 400 || !fields || Array.isArray(fields)) return false;

  let allPlaced = true;
  for (const [field, value] of Object.entries(fields)) {
    const messages = messagesOf(value);
    if (messages.length === 0) continue;
    if ((formFields as readonly string[]).includes(field)) {
      // Touch first without validating: a later validation run would wipe the server's message.
      helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, messages.join(' '));
    } else {
      allPlaced = false;
    }
  }
  return allPlaced;
}

/**
 * Puts core-api's answer on the form's fields: its 400 field errors, a 422 naming a field (a price outside the
 * level's range), or, for a 400/409 without fields, on `fallbackField` (a wrong current password, an address
 * already taken). False when the error still needs showing elsewhere.
 */
export function placeServerErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  fields: readonly (keyof Values & string)[],
  fallbackField?: keyof Values & string,
): boolean {
  if (applyServerFieldErrors(error, helpers, fields)) return true;
  const http = toHttpError(error);
  if (!http) return false;
  const named = fieldErrorsOf(error);
  if (http.status === 422 && named && !Array.isArray(named)) {
    const placed = fields.filter((field) => Array.isArray(named[field]));
    for (const field of placed) {
      helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, (named[field] as string[]).join(' '));
    }
    if (placed.length > 0) return true;
  }
  const message = typeof (http.data as { message?: unknown } | null)?.message === 'string' ? (http.data as { message: string }).message : null;
  if (fallbackField && !named && message && (http.status === 400 || http.status === 409)) {
    helpers.setFieldTouched(fallbackField, true, false);
    helpers.setFieldError(fallbackField, message);
    return true;
  }
  return false;
}

/** Whether a 400 answer carries an error for `field` (e.g. 'token' for a used or expired link). */
export function hasServerFieldError(error: unknown, field: string): boolean {
  const fields = fieldErrorsOf(error);
  return toHttpError(error)?.status === 400 && fields !== null && !Array.isArray(fields) && field in fields;
}
