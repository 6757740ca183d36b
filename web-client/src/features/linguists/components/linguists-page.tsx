import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import '../api/linguists-api';
import { GroupsTab } from './groups-tab';
import { LinguistSearchTab } from './linguist-search-tab';

const LINGUISTS_TABS = ['search', 'groups'] as const;
type LinguistsTab = (typeof LINGUISTS_TABS)[number];

/** Spec /linguists/:tab?: the search (default) and the client's groups. */
export function LinguistsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'search' } = useParams();
  if (!(LINGUISTS_TABS as readonly string[]).includes(tab)) return <Navigate to={localized('/linguists')} replace />;
  const active = tab as LinguistsTab;
  return (
    <>
      <PageHeader title={t('linguists.title')} />
      <Tabs
        aria-label={t('linguists.title')}
        tabs={LINGUISTS_TABS.map((id) => ({ id, label: t(`linguists.tabs.${id}`) }))}
        active={active}
        onChange={(next) => navigate(localized(`/linguists/${next}`))}
      />
      <TabPanel aria-label={t(`linguists.tabs.${active}`)}>{active === 'search' ? <LinguistSearchTab /> : <GroupsTab />}</TabPanel>
    </>
  );
}
