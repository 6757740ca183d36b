import { useTranslation } from 'react-i18next';
import { Alert, EMPTY_VALUE, EmptyState, formatDate, formatMoney, formatNumber, Spinner, type DataTableColumn } from '@inkwell/ui-kit';
import type { Page } from '@inkwell/contracts';
import { DetailsCard, errorToText, ListTable, Section, Stack, usePaging, type Paging } from '@inkwell/web-kit';
import { ActivitiesTable } from '../../../components/activities-table';
import { OrderStatsCard } from '../../../components/order-stats-card';
import { ratingText } from '../../../utils/price-per-word';
import { useGetClientActivitiesQuery, useGetClientEarningsQuery, useGetClientRatingQuery, useGetClientStatsQuery } from '../api/clients-api';

const CRITERIA = ['content', 'form', 'readability', 'communication'] as const;

/** A short list core-api answers whole (at most twelve rows), paged in the browser like the server's lists. */
const pageOf = <Row,>(rows: Row[], paging: Paging): { data: Page<Row>; isFetching: boolean } => ({
  data: { total: rows.length, data: rows.slice(paging.offset, paging.offset + paging.limit) },
  isFetching: false,
});

/** /client/:id/stats: what her orders for this client say. */
export function ClientStatsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { data: stats, error, isLoading } = useGetClientStatsQuery(clientId);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!stats) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return <OrderStatsCard title={t('profileCommon.figures.stats.titleClient')} stats={stats} />;
}

/** /client/:id/activities: her order events with this client, newest first. */
export function ClientActivitiesTab({ clientId }: { clientId: number }) {
  const paging = usePaging();
  const result = useGetClientActivitiesQuery({ clientId, limit: paging.limit, offset: paging.offset });
  return <ActivitiesTable result={result} paging={paging} />;
}

type RecentRating = { id: number; title: string; acceptedAt: string } & Record<(typeof CRITERIA)[number], number>;

/** /client/:id/rating: how this client rated her, per criterion and order by order (the latest ten). */
export function ClientRatingTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const { data: rating, error, isLoading } = useGetClientRatingQuery(clientId);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!rating) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const criterion = (key: (typeof CRITERIA)[number]) => t(`profileCommon.figures.criteria.${key}`);
  const columns: DataTableColumn<RecentRating>[] = [
    { id: 'title', header: t('clients.rating.columns.order'), cell: (row) => row.title },
    { id: 'acceptedAt', header: t('clients.rating.columns.accepted'), cell: (row) => formatDate(row.acceptedAt) },
    ...CRITERIA.map((key) => ({ id: key, header: criterion(key), align: 'right' as const, cell: (row: RecentRating) => row[key] })),
  ];
  const rows = rating.recent.map((order) => ({ id: order.orderId, title: order.title, acceptedAt: order.acceptedAt, ...order.rating }));
  return (
    <Stack>
      <DetailsCard
        title={t('clients.rating.title')}
        items={[
          { id: 'rating', label: t('profileCommon.figures.stats.rating'), value: ratingText(rating.rating) },
          ...CRITERIA.map((key) => ({ id: key, label: criterion(key), value: formatNumber(rating.ratings[key]) })),
          { id: 'ratedOrders', label: t('profileCommon.figures.stats.ratedOrders'), value: rating.ratedOrders },
        ]}
      />
      <Section title={t('clients.rating.recent')}>
        <ListTable<RecentRating>
          result={pageOf(rows, paging)}
          paging={paging}
          label={t('clients.rating.recent')}
          columns={columns}
          emptyState={<EmptyState title={t('clients.rating.empty')} />}
        />
      </Section>
    </Stack>
  );
}

type MonthRow = { id: number; month: string; orders: number; amount: number };

/** /client/:id/earnings: her pay from this client's accepted orders, in total, in the last 30 days and by month. */
export function ClientEarningsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const { data: earnings, error, isLoading } = useGetClientEarningsQuery(clientId);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!earnings) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const money = (amount: number) => (earnings.currency ? formatMoney(amount, earnings.currency) : EMPTY_VALUE);
  const columns: DataTableColumn<MonthRow>[] = [
    { id: 'month', header: t('clients.earnings.columns.month'), cell: (row) => row.month.split('-').reverse().join('.') },
    { id: 'orders', header: t('clients.earnings.columns.orders'), align: 'right', cell: (row) => row.orders },
    { id: 'amount', header: t('clients.earnings.columns.amount'), align: 'right', cell: (row) => money(row.amount) },
  ];
  return (
    <Stack>
      <DetailsCard
        title={t('clients.earnings.title')}
        items={[
          { id: 'total', label: t('clients.earnings.total'), value: money(earnings.total) },
          { id: 'lastMonth', label: t('clients.earnings.lastMonth'), value: money(earnings.lastMonth) },
        ]}
      />
      <Section title={t('clients.earnings.byMonth')}>
        <ListTable<MonthRow>
          result={pageOf(
            earnings.byMonth.map((month, index) => ({ id: index, ...month })),
            paging,
          )}
          paging={paging}
          label={t('clients.earnings.byMonth')}
          columns={columns}
          emptyState={<EmptyState title={t('clients.earnings.empty')} />}
        />
      </Section>
    </Stack>
  );
}
