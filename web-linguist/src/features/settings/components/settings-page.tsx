import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { EmailConfirmation, EmailForm, PasswordForm, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { accountApi } from '../api/settings-api';
import { registerSettingsTexts } from '../locales';
import { AvailabilityForm } from './availability-form';
import { NotificationsForm } from './notifications-form';
import { PricesTab } from './prices-tab';
import { PaymentTab } from './payment-tab';
import { InvoicingTab } from './invoicing-tab';
import { ProfileSettingsTab } from './profile-settings-tab';

registerSettingsTexts(i18n);

const SETTINGS_TABS = ['profile', 'availability', 'prices', 'payment', 'invoicing', 'email', 'password', 'notification'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const isSettingsTab = (value: string | undefined): value is SettingsTab => (SETTINGS_TABS as readonly (string | undefined)[]).includes(value);

const EmailTab = () => <EmailForm api={accountApi} />;
const PasswordTab = () => <PasswordForm api={accountApi} />;
const EmailConfirmationPage = () => <EmailConfirmation api={accountApi} role="linguist" />;

const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  profile: ProfileSettingsTab,
  availability: AvailabilityForm,
  prices: PricesTab,
  payment: PaymentTab,
  invoicing: InvoicingTab,
  email: EmailTab,
  password: PasswordTab,
  notification: NotificationsForm,
};

/** /settings/:tab?/:page?/:subpage? — her classification and languages, availability, prices, payment, invoicing data, e-mail, password and notifications. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  // Only the e-mail tab has a page of its own (the confirmation link's); other pages are accepted and left alone.
  const { tab, page } = useParams();

  if (!isSettingsTab(tab)) return <Navigate to={localized('/settings/profile')} replace />;
  const Content = tab === 'email' && page === 'confirm' ? EmailConfirmationPage : TAB_CONTENT[tab];

  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Tabs
        aria-label={t('settings.title')}
        tabs={SETTINGS_TABS.map((id) => ({ id, label: t(`settings.tabs.${id}`) }))}
        active={tab}
        onChange={(id) => navigate(localized(`/settings/${id}`))}
      />
      <TabPanel aria-label={t(`settings.tabs.${tab}`)}>
        <Content />
      </TabPanel>
    </>
  );
}
