import { BillingSettingsForm } from '../../features/billing/settings';
import { SettingsPage } from '../../features/settings/components/settings-page';
import { NotificationRecipientsTab } from '../../features/notification-recipients/components/notification-recipients-tab';
import { IntegrationsTab } from '../../features/integrations/components/wordpress-settings-form';

// The settings page frames forms other features own; putting them together is the app's part, and this
// module loads with the page, so the forms stay out of the first download.
const SETTINGS_TAB_FORMS = { billing: BillingSettingsForm, notifications: NotificationRecipientsTab, integrations: IntegrationsTab };

export function SettingsRoute() {
  return <SettingsPage tabs={SETTINGS_TAB_FORMS} />;
}
