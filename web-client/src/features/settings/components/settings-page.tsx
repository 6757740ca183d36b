import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { registerSettingsTexts } from '../locales';

registerSettingsTexts(i18n);

/**
 * Spec §2 names account, billing and notifications, §7 Settings the stopwords and dictionary; integrations holds the
 * WordPress connection of exports (spec §7); api the partner API's keys and webhooks (issue 17).
 */
const SETTINGS_TABS = ['account', 'billing', 'notifications', 'stopwords', 'dictionary', 'integrations', 'api'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
const isSettingsTab = (value: string): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value);

export interface SettingsPageProps {
  /** Each tab's form, from the feature that owns it; the app puts them together (app/routes/settings-route). */
  tabs: Record<SettingsTab, ComponentType>;
}

/** /settings/:tab? — the client's settings, billing by default. */
export function SettingsPage({ tabs }: SettingsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab } = useParams();

  if (tab === undefined || !isSettingsTab(tab)) return <Navigate to={localized('/settings/billing')} replace />;
  const TabForm = tabs[tab];

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
        <TabForm />
      </TabPanel>
    </>
  );
}
