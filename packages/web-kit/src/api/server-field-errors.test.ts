import { applyServerFieldErrors, hasServerFieldError } from './server-field-errors';

function formHelpers() {
  const errors: Record<string, string> = {};
  const touched: string[] = [];
  return {
    errors,
    touched,
    setFieldError: (field: string, message: string | undefined) => {
      if (message) errors[field] = message;
    },
    setFieldTouched: (field: string) => {
      touched.push(field);
      return Promise.resolve(undefined);
    },
  };
}

const badRequest = (fields: Record<string, unknown>) => ({ status: 400, data: { status: 400, message: 'Invalid', error: fields } });

describe('applyServerFieldErrors', () => {
  it('puts each 400 field error under the form field of the same name', () => {
    const helpers = formHelpers();
    const placed = applyServerFieldErrors(
      badRequest({ email: ['is already registered'], password: ['is too short', 'is too common'] }),
      helpers,
      ['email', 'password'],
    );
    expect(placed).toBe(true);
    expect(helpers.errors).toEqual({ email: 'is already registered', password: 'is too short is too common' });
    expect(helpers.touched).toEqual(['email', 'password']);
  });

  it('reports false when a field error has no field in the form, so the caller shows it elsewhere', () => {
    const helpers = formHelpers();
    expect(applyServerFieldErrors(badRequest({ email: ['bad'], token: ['expired'] }), helpers, ['email'])).toBe(false);
    expect(helpers.errors).toEqual({ email: 'bad' });
  });

  it('leaves the form alone for answers other than 400 field errors', () => {
    const helpers = formHelpers();
    expect(applyServerFieldErrors({ status: 401, data: { message: 'Nope' } }, helpers, ['email'])).toBe(false);
    expect(applyServerFieldErrors({ status: 'FETCH_ERROR', error: 'offline' }, helpers, ['email'])).toBe(false);
    expect(helpers.errors).toEqual({});
  });
});

describe('hasServerFieldError', () => {
  it('finds a named field error only in a 400 answer', () => {
    expect(hasServerFieldError(badRequest({ token: ['expired'] }), 'token')).toBe(true);
    expect(hasServerFieldError(badRequest({ password: ['short'] }), 'token')).toBe(false);
    expect(hasServerFieldError({ status: 500, data: { error: { token: ['x'] } } }, 'token')).toBe(false);
  });
});
