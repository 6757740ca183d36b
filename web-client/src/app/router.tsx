import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import { AppShell, buildAppRoutes, sharedRoutes } from '@inkwell/web-kit';

const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const RegistrationPage = lazy(() =>
  import('../features/registration/components/registration-page').then((module) => ({
    default: module.RegistrationPage,
  })),
);
const RegistrationSuccessPage = lazy(() =>
  import('../features/registration/components/registration-success-page').then((module) => ({
    default: module.RegistrationSuccessPage,
  })),
);

export const routes = buildAppRoutes({
  guest: [
    sharedRoutes.login,
    { path: 'registration', Component: RegistrationPage },
    { path: 'registration/success', Component: RegistrationSuccessPage },
    sharedRoutes.registrationConfirm,
    sharedRoutes.passwordResetRequest,
    sharedRoutes.passwordResetUpdate,
  ],
  authenticated: [{ path: 'dashboard', Component: DashboardPage }],
  open: [sharedRoutes.notFound],
  Shell: AppShell,
});

export function AppRoutes() {
  return useRoutes(routes);
}
