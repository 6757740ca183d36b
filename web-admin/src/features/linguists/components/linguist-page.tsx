import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { AdminLinguistProfile } from '@inkwell/contracts';
import { errorToText, PageSpinner, Stack, TabPanel, toHttpError, useLocalizedPath } from '@inkwell/web-kit';
import { linguistName } from '../../../utils/linguist-name';
import { useGetLinguistQuery } from '../api/linguists-api';
import { LinguistBalanceTab } from './linguist-balance-tab';
import { LinguistGroupsTab } from './linguist-groups-tab';
import { LinguistMessagesTab } from './linguist-messages-tab';
import { LinguistNotesTab } from './linguist-notes-tab';
import { LinguistOrdersTab } from './linguist-orders-tab';
import { LinguistProfileTab } from './linguist-profile-tab';
import { LinguistSettingsTab } from './linguist-settings-tab';
import { StyledBackLink } from './styled';

/** The spec's tab set; settings holds her availability and prices. */
const LINGUIST_TABS = ['profile', 'groups', 'orders', 'notes', 'messages', 'balance', 'settings'] as const;
type LinguistTab = (typeof LINGUIST_TABS)[number];
const isLinguistTab = (value: string): value is LinguistTab => (LINGUIST_TABS as readonly string[]).includes(value);

function TabContent({ tab, linguist }: { tab: LinguistTab; linguist: AdminLinguistProfile }) {
  switch (tab) {
    case 'groups':
      return <LinguistGroupsTab linguistId={linguist.id} />;
    case 'orders':
      return <LinguistOrdersTab linguistId={linguist.id} />;
    case 'notes':
      return <LinguistNotesTab linguistId={linguist.id} />;
    case 'messages':
      return <LinguistMessagesTab linguist={linguist} />;
    case 'balance':
      return <LinguistBalanceTab linguist={linguist} />;
    case 'settings':
      return <LinguistSettingsTab linguist={linguist} />;
    default:
      return <LinguistProfileTab linguist={linguist} />;
  }
}

/** Spec /linguist/:id/:tab?: who she is and what staff keep on her. */
export function LinguistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id = '', tab = 'profile', page } = useParams();
  const linguistId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: linguist, error, isLoading } = useGetLinguistQuery(linguistId ?? 0, { skip: linguistId === null });

  if (linguistId === null) return <Navigate to={localized('/linguists/search')} replace />;
  if (!isLinguistTab(tab)) return <Navigate to={localized(`/linguist/${linguistId}`)} replace />;
  // Only the messages tab has pages of its own.
  if (page !== undefined && tab !== 'messages') return <Navigate to={localized(`/linguist/${linguistId}/${tab}`)} replace />;

  const back = <StyledBackLink to={localized('/linguists/search')}>{t('linguists.linguist.back')}</StyledBackLink>;
  if (isLoading) return <PageSpinner />;
  if (!linguist) {
    return (
      <>
        {back}
        <Alert variant="danger">{toHttpError(error)?.status === 404 ? t('linguists.linguist.notFound') : errorToText(error, t)}</Alert>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader title={linguistName(linguist, t)} />
      <Stack>
        <Tabs
          aria-label={t('linguists.linguist.tabs.label')}
          tabs={LINGUIST_TABS.map((item) => ({ id: item, label: t(`linguists.linguist.tabs.${item}`) }))}
          active={tab}
          onChange={(next) => navigate(localized(`/linguist/${linguistId}/${next}`))}
        />
      </Stack>
      <TabPanel aria-label={t(`linguists.linguist.tabs.${tab}`)}>
        <TabContent tab={tab} linguist={linguist} />
      </TabPanel>
    </>
  );
}
