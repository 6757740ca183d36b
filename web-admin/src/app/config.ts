import { defineAppConfig } from '@inkwell/web-kit';
import { hasFakturaAccess } from '../features/billing/access';
import { authApi } from '../api/base-api';
import { AdminSearch } from '../features/search';

export const appConfig = defineAppConfig({
  role: 'admin',
  authApi,
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    // Bulk uploads keep their own entry below, though their addresses start with /projects too.
    { to: '/projects/search', labelKey: 'navigation.projects', activeOn: ['/projects/orders', '/project'] },
    { to: '/clients/search', labelKey: 'navigation.clients', activeOn: ['/client'] },
    { to: '/linguists/search', labelKey: 'navigation.linguists', activeOn: ['/linguist'] },
    { to: '/group', labelKey: 'navigation.groups' },
    { to: '/projects/upload', labelKey: 'navigation.imports' },
    // The AI title and outline generator staff try out for clients (decision 044).
    { to: '/titles-outlines', labelKey: 'navigation.titlesOutlines' },
    { to: '/quotes', labelKey: 'navigation.quotes', activeOn: ['/quote'] },
    { to: '/orders/create', labelKey: 'navigation.newOrder', activeOn: ['/orders/create'] },
    {
      labelKey: 'navigation.billing',
      items: [
        { to: '/billing/invoices', labelKey: 'navigation.invoices', visible: hasFakturaAccess },
        { to: '/billing/credit-invoices', labelKey: 'navigation.creditInvoices', visible: hasFakturaAccess },
        { to: '/billing/payments-incoming', labelKey: 'navigation.paymentsIncoming' },
        { to: '/billing/payments-outgoing', labelKey: 'navigation.paymentsOutgoing' },
        { to: '/billing/accounting', labelKey: 'navigation.accounting', visible: hasFakturaAccess },
      ],
    },
    { to: '/settings', labelKey: 'navigation.settings' },
  ],
  headerWidgets: [AdminSearch],
});
