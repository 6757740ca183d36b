import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader, Tabs } from '@inkwell/ui-kit';
import { Stack, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { CreateProjectModal } from '../../../components/create-project-modal';
import { i18n } from '../../../locales/i18n';
import { registerProjectTexts } from '../locales';

registerProjectTexts(i18n);

const AREA_TABS = ['search', 'orders'] as const;
export type ProjectsAreaTab = (typeof AREA_TABS)[number];

/** The projects screens' frame: their title, "New project" for any client, and the search and orders tabs. */
export function ProjectsArea({ tab, children }: { tab: ProjectsAreaTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader title={t('projects.area.title')} actions={<Button onClick={() => setCreating(true)}>{t('projectCommon.create.open')}</Button>} />
      <Stack>
        <Tabs
          aria-label={t('projects.area.tabsLabel')}
          tabs={AREA_TABS.map((id) => ({ id, label: t(`projects.area.tabs.${id}`) }))}
          active={tab}
          onChange={(next) => navigate(localized(next === 'orders' ? '/projects/orders' : '/projects/search'))}
        />
        <TabPanel aria-label={t(`projects.area.tabs.${tab}`)}>{children}</TabPanel>
      </Stack>
      <CreateProjectModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
