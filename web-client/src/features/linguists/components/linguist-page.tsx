import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, formatDate, PageHeader, Tabs } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { LinguistAvatar } from '../../../components/linguist-avatar';
import { StyledRelationBadge } from '../../../components/linguist-styled';
import { linguistName } from '../../../utils/linguist-format';
import { useGetLinguistQuery } from '../api/linguists-api';
import { LinguistNotesTab } from './linguist-notes-tab';
import { LinguistOrdersTab } from './linguist-orders-tab';
import { LinguistProfileTab } from './linguist-profile-tab';
import { MembershipsTab } from './memberships-tab';
import { RelationActions } from './relation-actions';
import { StyledProfileHeader } from './styled';

// Spec §2: the profile is the default tab; the client's orders, notes and groups with her are the others.
const PROFILE_TABS = ['profile', 'orders', 'notes', 'groups'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

/** Spec /linguist/:id/:tab?: her profile (default), the relation actions, and the orders, notes and groups she has with me. */
export function LinguistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id: idParam, tab = 'profile' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { data: linguist, error, isLoading } = useGetLinguistQuery(id, { skip: !valid });

  if (!valid) return <Navigate to={localized('/linguists')} replace />;
  if (!(PROFILE_TABS as readonly string[]).includes(tab)) return <Navigate to={localized(`/linguist/${id}`)} replace />;
  if (isLoading) return <PageSpinner />;
  if (!linguist) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <>
        <Alert variant="danger">{notFound ? t('linguists.profile.notFound') : errorToText(error, t)}</Alert>
        <Link to={localized('/linguists')}>{t('linguists.profile.back')}</Link>
      </>
    );
  }
  const active = tab as ProfileTab;
  const name = linguistName(t, linguist);
  return (
    <>
      <Link to={localized('/linguists')}>{t('linguists.profile.back')}</Link>
      <StyledProfileHeader>
        <LinguistAvatar linguist={linguist} size="lg" />
        <PageHeader
          title={
            <>
              {name}{' '}
              {linguist.relation && (
                <StyledRelationBadge $relation={linguist.relation}>{t(`linguist.relation.${linguist.relation}`)}</StyledRelationBadge>
              )}
            </>
          }
          actions={<RelationActions linguist={linguist} />}
        />
      </StyledProfileHeader>
      {linguist.availability.status === 'unavailable' && (
        <Alert variant="info">
          {linguist.availability.until
            ? t('linguists.profile.awayUntilNotice', { date: formatDate(linguist.availability.until) })
            : t('linguists.profile.awayNotice')}
        </Alert>
      )}
      <Tabs
        aria-label={name}
        tabs={PROFILE_TABS.map((tabId) => ({ id: tabId, label: t(`linguists.profile.tabs.${tabId}`) }))}
        active={active}
        onChange={(next) => navigate(localized(`/linguist/${id}/${next}`))}
      />
      <TabPanel aria-label={t(`linguists.profile.tabs.${active}`)}>
        {active === 'profile' && <LinguistProfileTab linguist={linguist} />}
        {active === 'orders' && <LinguistOrdersTab linguistId={id} />}
        {active === 'notes' && <LinguistNotesTab linguistId={id} />}
        {active === 'groups' && <MembershipsTab linguist={linguist} />}
      </TabPanel>
    </>
  );
}
