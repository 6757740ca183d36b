import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from '../api/base-api';
import { linguistLiveTags } from './live-tags';

export const appConfig = defineAppConfig({
  role: 'linguist',
  authApi,
  liveTags: linguistLiveTags,
  // Later issues add Messages and Billing here once their pages exist.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/orders', labelKey: 'orders.navigation' },
    { to: '/clients', labelKey: 'navigation.clients' },
  ],
  // The user menu is the one place the header keeps on a phone without scrolling, so her own pages sit there too.
  userMenu: [
    { to: '/profile', labelKey: 'navigation.profile' },
    { to: '/settings', labelKey: 'navigation.settings' },
  ],
});
