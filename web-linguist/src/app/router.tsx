import { useRoutes } from 'react-router-dom';
import { buildAppRoutes, lazyPage } from '@inkwell/web-kit';

const DashboardPage = lazyPage(() => import('../features/dashboard/components/dashboard-page'), 'DashboardPage');
const OrderPage = lazyPage(() => import('../features/order/components/order-page'), 'OrderPage');
const OrdersPage = lazyPage(() => import('../features/orders/components/orders-page'), 'OrdersPage');
const ProfilePage = lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('../features/settings/components/settings-page'), 'SettingsPage');
const ClientsPage = lazyPage(() => import('../features/clients/components/clients-page'), 'ClientsPage');
const ClientPage = lazyPage(() => import('../features/clients/components/client-page'), 'ClientPage');
const MessagesPage = lazyPage(() => import('../features/messages/components/messages-page'), 'LinguistMessagesPage');
const BillingPage = lazyPage(() => import('../features/billing/components/billing-page'), 'BillingPage');

export const routes = buildAppRoutes({
  authenticated: [
    { path: 'dashboard', Component: DashboardPage },
    { path: 'order/:id/:tab?', Component: OrderPage },
    { path: 'orders/:tab?', Component: OrdersPage },
    { path: 'profile', Component: ProfilePage },
    // Spec §2.2 keeps :page? and :subpage? for tabs with pages of their own; none has any yet.
    { path: 'settings/:tab?/:page?/:subpage?', Component: SettingsPage },
    { path: 'clients', Component: ClientsPage },
    { path: 'client/:id/:tab?', Component: ClientPage },
    { path: 'messages/:tab?/:id?', Component: MessagesPage },
    { path: 'billing/:tab?', Component: BillingPage },
  ],
});

/** The same routes under whatever router is around them; tests put them in a memory router. */
export function AppRoutes() {
  return useRoutes(routes);
}
