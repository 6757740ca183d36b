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

/** Whether a 400 answer carries an error for `field` (e.g. 'token' for a used or expired link). */
export function hasServerFieldError(error: unknown, field: string): boolean {
  const fields = fieldErrorsOf(error);
  return toHttpError(error)?.status === 400 && fields !== null && !Array.isArray(fields) && field in fields;
}
