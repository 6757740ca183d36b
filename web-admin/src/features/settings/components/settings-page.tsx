import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, TemplateListTable, useLocalizedPath, useTemplateListState, type BriefingRecord } from '@inkwell/web-kit';
import { useGetSystemBriefingsQuery } from '../api/system-briefings-api';
import { StyledIntro, StyledTabActions } from './styled';

/**
 * The spec's settings tabs that exist so far. Its default tab, system, does not exist yet, so the briefing
 * templates are the default until it does (see decision 017).
 */
const SETTINGS_TABS = ['briefing-templates'] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
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

/** Spec /settings/:tab?: the back office's settings; so far the system briefing templates. */
export function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = SETTINGS_TABS[0] } = useParams();
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
        <BriefingTemplates />
      </TabPanel>
    </>
  );
}
