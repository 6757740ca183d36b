import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, PageHeader } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, Section, Stack, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetClassificationQuery, useGetProfileQuery, useGetSelfActivitiesQuery, useGetSelfStatsQuery } from '../../../api/profile-api';
import { ActivitiesTable } from '../../../components/activities-table';
import { OrderStatsCard } from '../../../components/order-stats-card';
import { i18n } from '../../../locales/i18n';
import { registerProfileTexts } from '../locales';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import { PublicProfileCard } from './public-profile-card';
import { StyledProfileGrid } from './styled';

registerProfileTexts(i18n);

/**
 * /profile — her profile as clients see it, her picture, the form for nickname and names, what her orders say and
 * her recent activities with every client.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: profile, error, isLoading } = useGetProfileQuery();
  // Interests belong to the classification; the card shows a dash for them until it arrives.
  const { data: classification } = useGetClassificationQuery();
  const { data: stats } = useGetSelfStatsQuery();
  const paging = usePaging();
  const activities = useGetSelfActivitiesQuery({ limit: paging.limit, offset: paging.offset });

  if (isLoading) return <PageSpinner />;
  if (!profile) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const name = profile.nickname ?? t('profile.public.noNickname');

  return (
    <>
      <PageHeader
        title={t('profile.title')}
        actions={<Link to={localized('/settings/profile')}>{t('navigation.settings')}</Link>}
      />
      <StyledProfileGrid>
        <PublicProfileCard profile={profile} classification={classification} />
        <Stack>
          <AvatarUpload profile={profile} name={name} />
          <ProfileForm profile={profile} />
        </Stack>
        <OrderStatsCard title={t('profileCommon.figures.stats.title')} stats={stats} />
      </StyledProfileGrid>
      <Section title={t('profileCommon.figures.activities.title')}>
        <ActivitiesTable result={activities} paging={paging} withClient />
      </Section>
    </>
  );
}
