import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, TemplateListTable, useLocalizedPath, useTemplateListState, type BriefingRecord } from '@inkwell/web-kit';
import { useGetSystemBriefingsQuery } from '../api/system-briefings-api';
import { ClientPriceListsTab } from './client-price-lists-tab';
import { EmailTemplatesTab } from './email-templates-tab';
import { LanguagesTab } from './languages-tab';
import { OutboxTab } from './outbox-tab';
import { StyledIntro, StyledTabActions } from './styled';
import { SystemPriceListsTab } from './system-price-lists-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

/**
 * The spec's settings tabs in its order (admin §2.1, issue 15), then the sent mail staff watch (decision 033); system
 * is the default (decision 052).
 */
const SETTINGS_TABS = [
  'users',
  'system',
  'system-pricelist',
  'client-pricelists',
  'languages',
  'email-templates',
  'briefing-templates',
  'outbox',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const DEFAULT_TAB: SettingsTab = 'system';
const isSettingsTab = (value: string): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value);

function BriefingTemplates() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const list = useTemplateListState();
  const result = useGetSystemBriefingsQuery(list.query);
  return (
    <>
      <StyledIntro>{t('settings.briefings.intro')}</StyledIntro>
      <StyledTabActions>
        <Button onClick={() => navigate(localized('/settings/briefing/new'))}>{t('settings.briefings.create')}</Button>
      </StyledTabActions>
      <TemplateListTable<BriefingRecord>
        result={result}
        state={list}
        label={t('settings.tabs.briefing-templates')}
        pathOf={(briefing) => `/settings/briefing/${briefing.id}`}
        emptyState={<EmptyState title={t('settings.briefings.empty')} />}
      />
    </>
  );
}

/** What each tab shows; a tab added to the list above needs its content here. */
const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  users: UsersTab,
  system: SystemTab,
  'system-pricelist': SystemPriceListsTab,
  'client-pricelists': ClientPriceListsTab,
  languages: LanguagesTab,
  'email-templates': EmailTemplatesTab,
  'briefing-templates': BriefingTemplates,
  outbox: OutboxTab,
};

/** Spec /settings/:tab?: the back office's staff, system overview, price lists, languages, mail and briefing templates, sent mail. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = DEFAULT_TAB } = useParams();
  if (!isSettingsTab(tab)) return <Navigate to={localized('/settings')} replace />;
  const Content = TAB_CONTENT[tab];
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Tabs
        aria-label={t('settings.tabs.label')}
        tabs={SETTINGS_TABS.map((id) => ({ id, label: t(`settings.tabs.${id}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(`/settings/${next}`))}
      />
      <TabPanel aria-label={t(`settings.tabs.${tab}`)}>
        <Content />
      </TabPanel>
    </>
  );
}
