import { useParams } from 'react-router-dom';
import { EmailConfirmation } from '@inkwell/web-kit';
import { BillingSettingsForm } from '../../features/billing/settings';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { NotificationRecipientsTab } from '../../features/notification-recipients/components/notification-recipients-tab';
import { IntegrationsTab } from '../../features/integrations/components/wordpress-settings-form';
import { AccountTab } from '../../features/account-settings/components/account-tab';
import { accountApi } from '../../features/account-settings/api/account-settings-api';
import { DictionaryTab, StopwordsTab } from '../../features/word-lists/components/word-lists-tab';
import { ApiSettingsPage } from '../../features/settings-api/ApiSettingsPage';

// The settings page frames forms other features own; putting them together is the app's part, and this
// module loads with the page, so the forms stay out of the first download.
const SETTINGS_TAB_FORMS = {
  account: AccountTab,
  billing: BillingSettingsForm,
  notifications: NotificationRecipientsTab,
  stopwords: StopwordsTab,
  dictionary: DictionaryTab,
  integrations: IntegrationsTab,
  api: ApiSettingsPage,
};

export function SettingsRoute() {
  const { tab, page } = useParams();
  // The link of the e-mail change mail (decision 040) opens /settings/email/confirm?token=….
  if (tab === 'email' && page === 'confirm') return <EmailConfirmation api={accountApi} role="client" />;
  return <SettingsPage tabs={SETTINGS_TAB_FORMS} />;
}
