import { defineAppConfig } from '@inkwell/web-kit';
import { authApi } from './store';

export const appConfig = defineAppConfig({
  role: 'client',
  authApi,
  // Later issues add Content, Linguists, Briefings, Layouts and Billing here once their pages exist.
  navigation: [{ to: '/dashboard', labelKey: 'common.dashboard' }],
  registrationPath: '/registration',
});
