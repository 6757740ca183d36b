import { defineAppConfig } from '@inkwell/web-kit';
import { hasFakturaAccess } from '../features/billing/access';
import { authApi } from '../api/base-api';

export const appConfig = defineAppConfig({
  role: 'admin',
  authApi,
  // Later issues add Projects and Linguists here once their pages exist.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/clients/search', labelKey: 'navigation.clients' },
    {
      labelKey: 'navigation.billing',
      items: [
        { to: '/billing/invoices', labelKey: 'navigation.invoices', visible: hasFakturaAccess },
        { to: '/billing/payments-incoming', labelKey: 'navigation.paymentsIncoming' },
      ],
    },
    { to: '/settings', labelKey: 'navigation.settings' },
  ],
});
