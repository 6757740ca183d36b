import { defineAppConfig } from '@inkwell/web-kit';
import { MailMenu } from '../features/messages';
import { authApi } from '../api/base-api';
import { linguistLiveTags } from './live-tags';

export const appConfig = defineAppConfig({
  role: 'linguist',
  authApi,
  liveTags: linguistLiveTags,
  // Messages are reached through the header's mail menu.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/orders', labelKey: 'orders.navigation' },
    { to: '/clients', labelKey: 'navigation.clients' },
    { to: '/billing', labelKey: 'navigation.billing' },
  ],
  // The user menu is the one place the header keeps on a phone without scrolling, so her own pages sit there too.
  userMenu: [
    { to: '/profile', labelKey: 'navigation.profile' },
    { to: '/settings', labelKey: 'navigation.settings' },
  ],
  // The mail menu leads to /messages (inbox, sent, trash) and carries the unread badge.
  headerWidgets: [MailMenu],
});
