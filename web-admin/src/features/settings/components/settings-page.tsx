import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, TemplateListTable, useLocalizedPath, useTemplateListState, type BriefingRecord } from '@inkwell/web-kit';
import { useGetSystemBriefingsQuery } from '../api/system-briefings-api';
import { EmailTemplatesTab } from './email-templates-tab';
import { OutboxTab } from './outbox-tab';
import { StyledIntro, StyledTabActions } from './styled';

/**
 * The spec's settings tabs that exist so far, in its order, and the sent mail staff watch (decision 033). Its
 * default tab, system, does not exist yet, so the briefing templates are the default until it does (decision 017).
 */
const SETTINGS_TABS = ['email-templates', 'briefing-templates', 'outbox'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
const DEFAULT_TAB: SettingsTab = 'briefing-templates';
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

function TabContent({ tab }: { tab: SettingsTab }) {
  if (tab === 'email-templates') return <EmailTemplatesTab />;
  if (tab === 'outbox') return <OutboxTab />;
  return <BriefingTemplates />;
}

/** Spec /settings/:tab?: the back office's settings: e-mail templates, system briefing templates and sent mail. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = DEFAULT_TAB } = useParams();
  if (!isSettingsTab(tab)) return <Navigate to={localized('/settings')} replace />;
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
        <TabContent tab={tab} />
      </TabPanel>
    </>
  );
}
