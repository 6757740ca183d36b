import { useTranslation } from 'react-i18next';
import { formatNumber } from '@inkwell/ui-kit';
import { useGetClientOrderStatsQuery } from '../api/order-stats-api';
import { SummaryCard } from './summary-card';

const STATUSES = ['open', 'processing', 'ready', 'accepted', 'canceled', 'rejected'] as const;
const RATES = ['cancellations', 'revisions', 'rejections'] as const;

/**
 * Spec §2 dashboard sidebar: the client's orders per status with their total (rejected is listed too, so the
 * rows add up to it), and the canceled, revised and rejected shares of that total (decision 049).
 */
export function OrderFiguresCard() {
  const { t } = useTranslation();
  const { data: stats, error, isLoading } = useGetClientOrderStatsQuery();
  const items = stats
    ? [
        ...STATUSES.map((status) => ({ id: status, label: t(`home.figures.orders.${status}`), value: stats[status] })),
        { id: 'total', label: <strong>{t('home.figures.orders.total')}</strong>, value: <strong>{stats.total}</strong> },
        ...RATES.map((rate) => ({ id: rate, label: t(`home.figures.rates.${rate}`), value: `${formatNumber(stats[rate] * 100)} %` })),
      ]
    : null;
  return <SummaryCard title={t('home.figures.orders.title')} loading={isLoading} rows={STATUSES.length + 1 + RATES.length} error={error} items={items} />;
}
