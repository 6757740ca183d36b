import type { AnyMe } from '@inkwell/contracts';
import { defineAppConfig } from '@inkwell/web-kit';
import { BalanceDropdown, DepositDialogHost, isDepositClient } from '../features/billing';
import { MailMenu } from '../features/messages';
import { authApi } from '../api/base-api';
import { clientLiveTags } from './live-tags';

const offersTitleGenerator = (user: AnyMe | null) => user !== null && 'invoicing' in user && user.servicesAvailable.includes('gpt3_topics_titles');

export const appConfig = defineAppConfig({
  role: 'client',
  authApi,
  liveTags: clientLiveTags,
  // Spec §2 top menu: Content, Linguists, Briefings, Layouts, Billing.
  navigation: [
    // Spec §2: /get_started is the home screen's second tab; a linguist's page belongs to Linguists.
    { to: '/dashboard', labelKey: 'common.dashboard', activeOn: ['/get_started'] },
    { to: '/content', labelKey: 'navigation.content' },
    { to: '/linguists', labelKey: 'navigation.linguists', activeOn: ['/linguist'] },
    { to: '/briefings', labelKey: 'navigation.briefings' },
    { to: '/layouts', labelKey: 'navigation.layouts' },
    { to: '/billing', labelKey: 'navigation.billing' },
    // Spec §6: the AI title and outline generator, for clients whose services include it (decision 044).
    { to: '/title_and_outline_generator', labelKey: 'navigation.titleGenerator', visible: offersTitleGenerator },
    // Spec §2 header "Create New" menu; Deposit opens the deposit dialog over the current page.
    {
      labelKey: 'navigation.createNew',
      items: [
        { search: { deposit: '1' }, labelKey: 'navigation.deposit', visible: isDepositClient },
        { to: '/orders/create', labelKey: 'navigation.createProject' },
        { to: '/layouts/create', labelKey: 'navigation.createLayout' },
        { to: '/briefing/new', labelKey: 'navigation.createBriefing' },
      ],
    },
  ],
  // Spec §2 user menu: settings; account and notifications join the billing tab once their forms exist.
  userMenu: [{ to: '/settings/billing', labelKey: 'navigation.settings' }],
  // Spec §2 header: the balance dropdown and the mail menu with its unread badge.
  headerWidgets: [BalanceDropdown, MailMenu, DepositDialogHost],
  registrationPath: '/registration',
});
