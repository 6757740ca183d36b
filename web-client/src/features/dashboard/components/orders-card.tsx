import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@inkwell/web-kit';
import { useOrderCount } from '../../../api/orders-api';
import { SummaryCard } from './summary-card';

/** Spec §2 Orders card: how many orders are ready, and open / processing. */
export function OrdersCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const ready = useOrderCount('ready');
  const open = useOrderCount('open');
  const processing = useOrderCount('processing');
  const counts = [ready, open, processing];
  const loaded = counts.every((count) => count.count !== undefined);

  return (
    <SummaryCard
      title={t('dashboard.orders.title')}
      rows={2}
      loading={counts.some((count) => count.isLoading)}
      error={counts.find((count) => count.error)?.error}
      items={
        loaded
          ? [
              {
                id: 'ready',
                label: <Link to={localized('/content/orders/ready')}>{t('dashboard.orders.ready')}</Link>,
                value: ready.count,
              },
              {
                id: 'open-processing',
                label: t('dashboard.orders.openProcessing'),
                value: `${open.count} / ${processing.count}`,
              },
            ]
          : null
      }
    />
  );
}
