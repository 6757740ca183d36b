import { lazy } from 'react';
import type { AppRoute } from '../routing/build-app-routes';

// Each page is its own chunk, so an app's first load carries only the router and the page it opens.
const LoginPage = lazy(() => import('./login-page').then((module) => ({ default: module.LoginPage })));
const PasswordResetRequestPage = lazy(() =>
  import('./password-reset-request-page').then((module) => ({ default: module.PasswordResetRequestPage })),
);
const PasswordResetUpdatePage = lazy(() =>
  import('./password-reset-update-page').then((module) => ({ default: module.PasswordResetUpdatePage })),
);
const RegistrationConfirmPage = lazy(() =>
  import('./registration-confirm-page').then((module) => ({ default: module.RegistrationConfirmPage })),
);
const NotFoundPage = lazy(() => import('./status-pages').then((module) => ({ default: module.NotFoundPage })));
const AccessDeniedPage = lazy(() => import('./status-pages').then((module) => ({ default: module.AccessDeniedPage })));

/** The pages every app shares, ready for `buildAppRoutes`. */
export const sharedRoutes = {
  login: { path: 'login', Component: LoginPage },
  passwordResetRequest: { path: 'password-reset/request', Component: PasswordResetRequestPage },
  passwordResetUpdate: { path: 'password-reset/update', Component: PasswordResetUpdatePage },
  registrationConfirm: { path: 'registration/confirm', Component: RegistrationConfirmPage },
  notFound: { path: '404', Component: NotFoundPage },
  accessDenied: { path: 'access-denied', Component: AccessDeniedPage },
} satisfies Record<string, AppRoute>;
