import { useRoutes } from 'react-router-dom';
import { buildAppRoutes, lazyPage } from '@inkwell/web-kit';

const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
const OrderPage = lazyPage(() => import('../features/order/components/order-page'), 'OrderPage');

export const routes = buildAppRoutes({
  authenticated: [
    { path: 'dashboard', Component: DashboardPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
  ],
});

/** The same routes under whatever router is around them; tests put them in a memory router. */
export function AppRoutes() {
  return useRoutes(routes);
}
