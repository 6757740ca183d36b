import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import { AppShell, buildAppRoutes, sharedRoutes } from '@inkwell/web-kit';

const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

export const routes = buildAppRoutes({
  guest: [
    sharedRoutes.login,
    sharedRoutes.registrationConfirm,
    sharedRoutes.passwordResetRequest,
    sharedRoutes.passwordResetUpdate,
  ],
  authenticated: [{ path: 'dashboard', Component: DashboardPage }],
  open: [sharedRoutes.notFound, sharedRoutes.accessDenied],
  Shell: AppShell,
});

export function AppRoutes() {
  return useRoutes(routes);
}
