import type { AppRoute } from '../routing/app-route';
import { lazyPage } from '../routing/lazy-page';

// Each page is its own chunk, so an app's first load carries only the router and the page it opens.
const LoginPage = lazyPage(() => import('./login-page'), 'LoginPage');
const PasswordResetRequestPage = lazyPage(() => import('./password-reset-request-page'), 'PasswordResetRequestPage');
const PasswordResetUpdatePage = lazyPage(() => import('./password-reset-update-page'), 'PasswordResetUpdatePage');
const RegistrationConfirmPage = lazyPage(() => import('./registration-confirm-page'), 'RegistrationConfirmPage');
const NotFoundPage = lazyPage(() => import('./status-pages'), 'NotFoundPage');
const AccessDeniedPage = lazyPage(() => import('./status-pages'), 'AccessDeniedPage');
const LegalPage = lazyPage(() => import('../legal/legal-page'), 'LegalPage');

/** The pages every app shares, ready for `buildAppRoutes`. */
export const sharedRoutes = {
  login: { path: 'login', Component: LoginPage },
  passwordResetRequest: { path: 'password-reset/request', Component: PasswordResetRequestPage },
  passwordResetUpdate: { path: 'password-reset/update', Component: PasswordResetUpdatePage },
  registrationConfirm: { path: 'registration/confirm', Component: RegistrationConfirmPage },
  notFound: { path: '404', Component: NotFoundPage },
  accessDenied: { path: 'access-denied', Component: AccessDeniedPage },
  legal: { path: 'legal/:document', Component: LegalPage },
} satisfies Record<string, AppRoute>;

/** The public auth pages of every app, `buildAppRoutes`' guest routes unless an app lists its own. */
export const sharedGuestRoutes: AppRoute[] = [
  sharedRoutes.login,
  sharedRoutes.registrationConfirm,
  sharedRoutes.passwordResetRequest,
  sharedRoutes.passwordResetUpdate,
];

/** The status pages, `buildAppRoutes`' unguarded routes unless an app lists its own. */
export const sharedOpenRoutes: AppRoute[] = [sharedRoutes.notFound, sharedRoutes.accessDenied, sharedRoutes.legal];
