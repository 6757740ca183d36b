import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatDate } from '@inkwell/ui-kit';
import { Link } from 'react-router-dom';
import { DetailsCard, useCatalogueNames, useDisplayNames, useLevelLabel, useLocalizedPath } from '@inkwell/web-kit';
import type { SelfClassification, SelfProfile } from '@inkwell/contracts';
import { percentText, ratingText } from '../../../utils/price-per-word';
import { ProfileAvatar } from './profile-avatar';
import { StyledIdentity } from './styled';

interface PublicProfileCardProps {
  profile: SelfProfile;
  /** Her interests; undefined while they load or when they could not be read. */
  classification: SelfClassification | undefined;
}

/** What the client portal's linguist page shows of her: picture, nickname, languages, level, interests and figures. */
export function PublicProfileCard({ profile, classification }: PublicProfileCardProps) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const { catalogueNames } = useCatalogueNames();
  const localized = useLocalizedPath();
  const name = profile.nickname ?? t('profile.public.noNickname');
  const languages = profile.languages
    .map((language) => `${languageName(language)} (${t(`profileCommon.proficiency.${language.proficiency ?? 'none'}`)})`)
    .join(', ');
  const { availability } = profile;
  let availabilityText = t('profile.availability.available');
  if (availability.status === 'unavailable') {
    availabilityText = availability.until
      ? t('profile.availability.unavailableUntil', { date: formatDate(availability.until) })
      : t('profile.availability.unavailable');
  }

  return (
    <DetailsCard
      title={t('profile.public.title')}
      items={[
        {
          id: 'identity',
          label: t('profile.form.nickname'),
          value: (
            <StyledIdentity>
              <ProfileAvatar avatar={profile.avatar} initials={profile.initials} name={name} size="lg" />
              {name}
            </StyledIdentity>
          ),
        },
        { id: 'level', label: t('profile.public.level'), value: profile.level ? levelLabel(profile.level) : EMPTY_VALUE },
        { id: 'languages', label: t('profile.public.languages'), value: languages || EMPTY_VALUE },
        {
          id: 'interests',
          label: t('profile.public.interests'),
          value: (classification && catalogueNames('textTopics', classification.interests)) || EMPTY_VALUE,
        },
        { id: 'rating', label: t('profile.public.rating'), value: ratingText(profile.stats.rating) },
        { id: 'successRate', label: t('profile.public.successRate'), value: percentText(profile.stats.successRate) },
        { id: 'totalOrders', label: t('profile.public.totalOrders'), value: profile.stats.totalOrders },
        {
          id: 'availability',
          label: t('profile.public.availability'),
          value: (
            <>
              {availabilityText} <Link to={localized('/settings/availability')}>{t('profile.public.changeAvailability')}</Link>
            </>
          ),
        },
      ]}
    />
  );
}
