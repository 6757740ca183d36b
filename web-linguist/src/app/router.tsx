import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import { AppShell, buildAppRoutes, sharedRoutes } from '@inkwell/web-kit';

const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

const OrderPage = lazy(() =>
  import('../features/order/components/order-page').then((module) => ({ default: module.OrderPage })),
);

export const routes = buildAppRoutes({
  guest: [
    sharedRoutes.login,
    sharedRoutes.registrationConfirm,
    sharedRoutes.passwordResetRequest,
    sharedRoutes.passwordResetUpdate,
  ],
  authenticated: [
    { path: 'dashboard', Component: DashboardPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
  ],
  open: [sharedRoutes.notFound, sharedRoutes.accessDenied],
  Shell: AppShell,
});

export function AppRoutes() {
  return useRoutes(routes);
}
