import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from './store';

export const appConfig = defineAppConfig({
  role: 'client',
  authApi,
  // Only pages that exist are linked; Linguists and Billing join once they do.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/content', labelKey: 'navigation.content' },
    { to: '/briefings', labelKey: 'navigation.briefings' },
    { to: '/layouts', labelKey: 'navigation.layouts' },
    // Spec §2 header "Create New" menu; Deposit joins once its page exists.
    {
      labelKey: 'navigation.createNew',
      items: [
        { to: '/orders/create', labelKey: 'navigation.createProject' },
        { to: '/layouts/create', labelKey: 'navigation.createLayout' },
        { to: '/briefing/new', labelKey: 'navigation.createBriefing' },
      ],
    },
  ],
  registrationPath: '/registration',
});
