import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth, useLocalizedPath, type AnyMe } from '@inkwell/web-kit';

/** Admin spec §6: invoices, credit invoices and accounting need the admin's fakturaAccess flag. */
export function hasFakturaAccess(user: AnyMe | null): boolean {
  return user !== null && 'fakturaAccess' in user && user.fakturaAccess;
}

/**
 * Pages for admins with fakturaAccess; the others go to /access-denied. core-api refuses their calls anyway,
 * this only spares them a page of errors.
 */
export function RequireFakturaAccess({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const localized = useLocalizedPath();
  if (!hasFakturaAccess(user)) return <Navigate to={localized('/access-denied')} replace />;
  return children;
}
