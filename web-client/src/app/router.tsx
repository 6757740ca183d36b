import { lazy } from 'react';
import { useRoutes } from 'react-router-dom';
import { buildAppRoutes, sharedRoutes } from '@inkwell/web-kit';
import { ClientShell } from './shell/client-shell';

const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((module) => ({ default: module.DashboardPage })),
);
const ContentPage = lazy(() =>
  import('../features/content/components/content-page').then((module) => ({ default: module.ContentPage })),
);
const ProjectPage = lazy(() =>
  import('../features/project/components/project-page').then((module) => ({ default: module.ProjectPage })),
);
const OrderPage = lazy(() =>
  import('../features/order/components/order-page').then((module) => ({ default: module.OrderPage })),
);
const OrderWizardPage = lazy(() =>
  import('../features/order-wizard/components/order-wizard-page').then((module) => ({
    default: module.OrderWizardPage,
  })),
);
const CopyOrderPage = lazy(() =>
  import('../features/order-wizard/components/copy-order-page').then((module) => ({ default: module.CopyOrderPage })),
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
  authenticated: [
    { path: 'dashboard', Component: DashboardPage },
    { path: 'content/:tab?/:subTab?', Component: ContentPage },
    { path: 'project/:id/:tab?', Component: ProjectPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
    { path: 'orders/create', Component: OrderWizardPage },
    { path: 'orders/copy', Component: CopyOrderPage },
  ],
  open: [sharedRoutes.notFound],
  Shell: ClientShell,
});

export function AppRoutes() {
  return useRoutes(routes);
}
