import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth, useLocalizedPath } from '@inkwell/web-kit';
import { hasFakturaAccess } from '../access';

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
