import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, TemplateListTable, useLocalizedPath, useTemplateListState } from '@inkwell/web-kit';
import { useGetBriefingsQuery, useGetSystemBriefingsQuery, type BriefingDto } from '../api/templates-api';

const BRIEFING_TABS = ['my', 'original'] as const;
type BriefingTab = (typeof BRIEFING_TABS)[number];

/** A system briefing opens read-only, on its own path. */
export const briefingPath = (briefing: Pick<BriefingDto, 'id' | 'system'>) =>
  briefing.system ? `/briefing/${briefing.id}?system=1` : `/briefing/${briefing.id}`;

function BriefingList({ tab }: { tab: BriefingTab }) {
  const { t } = useTranslation();
  const list = useTemplateListState();
  const mine = useGetBriefingsQuery(list.query, { skip: tab !== 'my' });
  const system = useGetSystemBriefingsQuery(list.query, { skip: tab !== 'original' });
  return (
    <TemplateListTable<BriefingDto>
      result={tab === 'my' ? mine : system}
      state={list}
      label={t(`templates.briefings.tabs.${tab}`)}
      pathOf={briefingPath}
      emptyState={<EmptyState title={t(`templates.briefings.empty.${tab}`)} />}
    />
  );
}

/** Spec /briefings/:tab?: the client's own briefings and the system ("original") ones. */
export function BriefingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'my' } = useParams();
  if (!(BRIEFING_TABS as readonly string[]).includes(tab)) return <Navigate to={localized('/briefings')} replace />;
  const active = tab as BriefingTab;
  return (
    <>
      <PageHeader
        title={t('templates.briefings.title')}
        actions={<Button onClick={() => navigate(localized('/briefing/new'))}>{t('templates.briefings.create')}</Button>}
      />
      <Tabs
        aria-label={t('templates.briefings.title')}
        tabs={BRIEFING_TABS.map((id) => ({ id, label: t(`templates.briefings.tabs.${id}`) }))}
        active={active}
        onChange={(next) => navigate(localized(`/briefings/${next}`))}
      />
      <TabPanel aria-label={t(`templates.briefings.tabs.${active}`)}>
        <BriefingList key={active} tab={active} />
      </TabPanel>
    </>
  );
}
