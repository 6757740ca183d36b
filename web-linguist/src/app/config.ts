import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from '../api/base-api';

export const appConfig = defineAppConfig({
  role: 'linguist',
  authApi,
  // Later issues add Clients, Messages, Billing and the profile here once their pages exist.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/orders', labelKey: 'orders.navigation' },
  ],
});
