import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from './store';

export const appConfig = defineAppConfig({
  role: 'client',
  authApi,
  // Only pages that exist are linked; Linguists, Briefings, Layouts and Billing join once they do.
  navigation: [
    { to: '/dashboard', labelKey: 'common.dashboard' },
    { to: '/content', labelKey: 'navigation.content' },
    // Spec §2 header "Create New" menu; Deposit, Layout and Briefing join once their pages exist.
    { labelKey: 'navigation.createNew', items: [{ to: '/orders/create', labelKey: 'navigation.createProject' }] },
  ],
  registrationPath: '/registration',
});
