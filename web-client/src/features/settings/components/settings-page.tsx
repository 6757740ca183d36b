import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../app/i18n';
import { BillingSettingsForm } from '../../billing/settings';
import { registerSettingsTexts } from '../locales';

registerSettingsTexts(i18n);

/** Spec §2 names account, billing and notifications; only tabs whose forms exist are offered. */
const SETTINGS_TABS = ['billing'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const isSettingsTab = (value: string): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value);

/** /settings/:tab? — the client's settings, billing by default. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab } = useParams();

  if (tab === undefined || !isSettingsTab(tab)) return <Navigate to={localized('/settings/billing')} replace />;

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
        <BillingSettingsForm />
      </TabPanel>
    </>
  );
}
