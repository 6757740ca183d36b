import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { splitLanguagePrefix } from '../i18n/language';
import { useLocalizedPath } from './language-prefix';
import { PageSpinner } from './page-spinner';
import { safeBackUrl } from './safe-back-url';

/** Routes that need a session; anyone else goes to /login with the page they wanted as back_url. */
export function RequireAuth() {
  const { status, sessionChecked, endedBy } = useAuth();
  const location = useLocation();
  const localized = useLocalizedPath();

  if (!sessionChecked) return <PageSpinner />;
  if (status !== 'authenticated') {
    const login = localized('/login');
    // After a deliberate logout the last page is not worth returning to.
    const target =
      endedBy === 'logout'
        ? login
        : `${login}?back_url=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** Login and the other public auth pages; a signed-in user goes on to back_url or the dashboard. */
export function GuestOnly() {
  const { status, sessionChecked } = useAuth();
  const [searchParams] = useSearchParams();
  const localized = useLocalizedPath();

  if (!sessionChecked) return <PageSpinner />;
  if (status === 'authenticated') {
    const backUrl = safeBackUrl(searchParams.get('back_url'));
    // The language chosen on the login page wins over the one the back_url was recorded in.
    const target = backUrl ? localized(splitLanguagePrefix(backUrl).path) : localized('/dashboard');
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
