import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, EMPTY_VALUE, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { LinguistProfile } from '@inkwell/contracts';
import { DetailsCard, errorToText, PageSpinner, TabPanel, useLevelLabel, useLocalizedPath } from '@inkwell/web-kit';
import { LinguistAvatar } from '../../../components/linguist-avatar';
import { StyledRelationBadge } from '../../../components/linguist-styled';
import { linguistName, percentText, pricePerWordText, ratingText } from '../../../utils/linguist-format';
import { useGetLinguistQuery } from '../api/linguists-api';
import { LinguistNotesTab } from './linguist-notes-tab';
import { LinguistOrdersTab } from './linguist-orders-tab';
import { MembershipsTab } from './memberships-tab';
import { RelationActions } from './relation-actions';
import { StyledProfileHeader } from './styled';

const PROFILE_TABS = ['orders', 'notes', 'groups'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

function ProfileFacts({ linguist }: { linguist: LinguistProfile }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  return (
    <DetailsCard
      title={t('linguists.profile.facts')}
      items={[
        { id: 'level', label: t('linguists.profile.level'), value: linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE },
        {
          id: 'languages',
          label: t('linguists.profile.languages'),
          value: linguist.languages.map((language) => language.name).join(', ') || EMPTY_VALUE,
        },
        {
          id: 'interests',
          label: t('linguists.profile.interests'),
          value: linguist.interests.map((interest) => interest.name).join(', ') || EMPTY_VALUE,
        },
        { id: 'rating', label: t('linguists.profile.rating'), value: ratingText(linguist.rating) },
        { id: 'successRate', label: t('linguists.profile.successRate'), value: percentText(linguist.successRate) },
        { id: 'lifetime', label: t('linguists.profile.ordersLifetime'), value: linguist.ordersWithMe.lifetime },
        { id: 'lastMonth', label: t('linguists.profile.ordersLastMonth'), value: linguist.ordersWithMe.lastMonth },
        {
          id: 'price',
          label: t('linguists.profile.pricePerWord'),
          value: pricePerWordText(t, linguist.pricePerWord, linguist.currency),
        },
      ]}
    />
  );
}

/** Spec /linguist/:id/:tab?: her profile, the relation actions, and the orders, notes and groups she has with me. */
export function LinguistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id: idParam, tab = 'orders' } = useParams();
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
      <ProfileFacts linguist={linguist} />
      <Tabs
        aria-label={name}
        tabs={PROFILE_TABS.map((tabId) => ({ id: tabId, label: t(`linguists.profile.tabs.${tabId}`) }))}
        active={active}
        onChange={(next) => navigate(localized(`/linguist/${id}/${next}`))}
      />
      <TabPanel aria-label={t(`linguists.profile.tabs.${active}`)}>
        {active === 'orders' && <LinguistOrdersTab linguistId={id} />}
        {active === 'notes' && <LinguistNotesTab linguistId={id} />}
        {active === 'groups' && <MembershipsTab linguist={linguist} />}
      </TabPanel>
    </>
  );
}
