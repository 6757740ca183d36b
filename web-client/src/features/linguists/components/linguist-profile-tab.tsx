import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatNumber } from '@inkwell/ui-kit';
import type { LinguistOrderStats, LinguistProfileWithAvailability, OrderStatus } from '@inkwell/contracts';
import { DetailsCard, useCatalogueNames, useDisplayNames, useLevelLabel, useOrderStatusLabel } from '@inkwell/web-kit';
import { percentText, pricePerWordText, ratingText } from '../../../utils/linguist-format';
import { useGetLinguistTopicsQuery, useGetStatsWithLinguistQuery } from '../api/linguists-api';
import { AvailabilityText } from './availability-text';
import { DirectOrderSettingsForm } from './direct-order-settings-form';
import { LinguistActivities } from './linguist-activities';
import { StyledProfileGrid } from './styled';

function ProfileFacts({ linguist }: { linguist: LinguistProfileWithAvailability }) {
  const { t } = useTranslation();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const { catalogueName, catalogueNames } = useCatalogueNames();
  // Her classification beyond the interests arrives on its own; the card shows dashes until it does.
  const { data: topics } = useGetLinguistTopicsQuery(linguist.id);
  const academic = [
    topics?.academicDegree && catalogueName('academicDegrees', topics.academicDegree),
    topics?.academicField && catalogueName('academicFields', topics.academicField),
  ]
    .filter(Boolean)
    .join(', ');
  const label = (key: string) => t(`linguists.profile.${key}`);
  return (
    <DetailsCard
      title={label('facts')}
      items={[
        { id: 'availability', label: label('availability'), value: <AvailabilityText availability={linguist.availability} /> },
        { id: 'level', label: label('level'), value: linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE },
        { id: 'languages', label: label('languages'), value: linguist.languages.map(languageName).join(', ') || EMPTY_VALUE },
        { id: 'interests', label: label('interests'), value: catalogueNames('textTopics', linguist.interests) || EMPTY_VALUE },
        { id: 'industryExpertises', label: label('industryExpertises'), value: (topics && catalogueNames('industryExpertises', topics.industryExpertises)) || EMPTY_VALUE },
        { id: 'academic', label: label('academic'), value: academic || EMPTY_VALUE },
        { id: 'rating', label: label('rating'), value: ratingText(linguist.rating) },
        { id: 'successRate', label: label('successRate'), value: percentText(linguist.successRate) },
        { id: 'totalOrders', label: label('totalOrders'), value: linguist.totalOrders },
        { id: 'lifetime', label: label('ordersLifetime'), value: linguist.ordersWithMe.lifetime },
        { id: 'lastMonth', label: label('ordersLastMonth'), value: linguist.ordersWithMe.lastMonth },
        { id: 'price', label: label('pricePerWord'), value: pricePerWordText(t, linguist.pricePerWord, linguist.currency) },
      ]}
    />
  );
}

function StatsWithMe({ stats }: { stats: LinguistOrderStats | undefined }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const label = (key: string) => t(`linguists.stats.${key}`);
  const byStatus = stats
    ? (Object.entries(stats.ordersByStatus) as [OrderStatus, number][]).map(([status, count]) => `${statusLabel(status)}: ${count}`).join(', ')
    : '';
  const criteria = stats
    ? (['content', 'form', 'readability', 'communication'] as const)
        .map((criterion) => `${t(`linguists.stats.criteria.${criterion}`)} ${formatNumber(stats.ratings[criterion])}`)
        .join(', ')
    : EMPTY_VALUE;
  return (
    <DetailsCard
      title={label('title')}
      items={[
        { id: 'byStatus', label: label('byStatus'), value: byStatus || label('none') },
        { id: 'acceptanceRate', label: label('acceptanceRate'), value: percentText(stats?.acceptanceRate ?? null) },
        { id: 'rejectionRate', label: label('rejectionRate'), value: percentText(stats?.rejectionRate ?? null) },
        { id: 'rating', label: label('rating'), value: ratingText(stats?.rating ?? null) },
        { id: 'ratings', label: label('ratings'), value: stats?.ratedOrders ? criteria : EMPTY_VALUE },
        { id: 'ratedOrders', label: label('ratedOrders'), value: stats?.ratedOrders ?? EMPTY_VALUE },
      ]}
    />
  );
}

/** Spec /linguist/:id (the default tab): who she is, what the client's orders with her say, and what happened. */
export function LinguistProfileTab({ linguist }: { linguist: LinguistProfileWithAvailability }) {
  const { data: stats } = useGetStatsWithLinguistQuery(linguist.id);
  return (
    <>
      <StyledProfileGrid>
        <ProfileFacts linguist={linguist} />
        <StatsWithMe stats={stats} />
      </StyledProfileGrid>
      <DirectOrderSettingsForm linguistId={linguist.id} />
      <LinguistActivities linguistId={linguist.id} />
    </>
  );
}
