import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from './store';

export const appConfig = defineAppConfig({
  role: 'admin',
  authApi,
  // Later issues add Projects, Clients, Linguists, Billing and Settings here once their pages exist.
  navigation: [{ to: '/dashboard', labelKey: 'common.dashboard' }],
});
