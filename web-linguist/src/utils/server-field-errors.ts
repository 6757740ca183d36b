import type { FormikHelpers } from 'formik';
import { applyServerFieldErrors, fieldErrorsOf, toHttpError } from '@inkwell/web-kit';

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
