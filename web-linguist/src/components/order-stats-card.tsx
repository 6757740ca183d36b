import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatNumber } from '@inkwell/ui-kit';
import type { LinguistOrderStats, OrderStatus } from '@inkwell/contracts';
import { DetailsCard, useOrderStatusLabel } from '@inkwell/web-kit';
import { percentText, ratingText } from '../utils/price-per-word';

const CRITERIA = ['content', 'form', 'readability', 'communication'] as const;

/** What her orders say (all clients' on /profile, one client's on its page): needs the profile-common texts. */
export function OrderStatsCard({ title, stats }: { title: string; stats: LinguistOrderStats | undefined }) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const label = (key: string) => t(`profileCommon.figures.stats.${key}`);
  const byStatus = stats
    ? (Object.entries(stats.ordersByStatus) as [OrderStatus, number][]).map(([status, count]) => `${statusLabel(status)}: ${count}`).join(', ')
    : EMPTY_VALUE;
  const ratings =
    stats && stats.ratedOrders > 0
      ? CRITERIA.map((criterion) => `${t(`profileCommon.figures.criteria.${criterion}`)} ${formatNumber(stats.ratings[criterion])}`).join(', ')
      : EMPTY_VALUE;
  return (
    <DetailsCard
      title={title}
      items={[
        { id: 'byStatus', label: label('byStatus'), value: byStatus || label('none') },
        { id: 'totalOrders', label: label('totalOrders'), value: stats?.totalOrders ?? EMPTY_VALUE },
        { id: 'acceptanceRate', label: label('acceptanceRate'), value: percentText(stats?.acceptanceRate ?? null) },
        { id: 'rejectionRate', label: label('rejectionRate'), value: percentText(stats?.rejectionRate ?? null) },
        { id: 'rating', label: label('rating'), value: ratingText(stats?.rating ?? null) },
        { id: 'ratings', label: label('ratings'), value: ratings },
        { id: 'ratedOrders', label: label('ratedOrders'), value: stats?.ratedOrders ?? EMPTY_VALUE },
      ]}
    />
  );
}
