import type { FormikHelpers } from 'formik';
import { fieldErrorsOf, toHttpError } from '@inkwell/web-kit';

/**
 * Puts core-api's answer under the form's fields: the fields a 400, 409 or 422 names, or, for a 400/409 naming
 * none (a wrong current password), `fallbackField`. False when the error still needs showing elsewhere.
 */
export function placeFieldErrors<Values extends object>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  fields: readonly (keyof Values & string)[],
  fallbackField?: keyof Values & string,
): boolean {
  const http = toHttpError(error);
  if (!http || ![400, 409, 422].includes(http.status)) return false;
  const named = fieldErrorsOf(error);
  const place = (field: keyof Values & string, message: string) => {
    // Touch first without validating: a later validation run would wipe the server's message.
    helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  };
  if (named && !Array.isArray(named)) {
    const placed = fields.filter((field) => Array.isArray(named[field]));
    for (const field of placed) place(field, (named[field] as string[]).join(' '));
    return placed.length > 0 && placed.length === Object.keys(named).length;
  }
  const message = (http.data as { message?: unknown } | null)?.message;
  if (fallbackField && typeof message === 'string' && http.status !== 422) {
    place(fallbackField, message);
    return true;
  }
  return false;
}
