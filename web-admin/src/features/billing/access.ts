import type { AnyMe } from '@inkwell/web-kit';

/** Admin spec §6: invoices, credit invoices and accounting need the admin's fakturaAccess flag. */
export function hasFakturaAccess(user: AnyMe | null): boolean {
  return user !== null && 'fakturaAccess' in user && user.fakturaAccess;
}
