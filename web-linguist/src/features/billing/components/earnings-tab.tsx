import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, DataTable, formatMoney, Spinner, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistEarningsClient, LinguistEarningsMonth } from '@inkwell/contracts';
import { DetailsCard, errorToText, Section, Stack, useDataTableLabels } from '@inkwell/web-kit';
import { useGetEarningsQuery } from '../api/billing-api';

const EarningsChart = lazy(() => import('./earnings-chart').then((chart) => ({ default: chart.EarningsChart })));

/** Her pay per month (a chart and its table) and per client, in her account's currency. */
export function EarningsTab() {
  const { t } = useTranslation();
  const labels = useDataTableLabels();
  const { data: earnings, error, isLoading } = useGetEarningsQuery();
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!earnings) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const currency = earnings.currency;
  if (!currency) return <Alert variant="info">{t('billing.earnings.noCurrency')}</Alert>;
  const money = (amount: number) => formatMoney(amount, currency);

  const monthColumns: DataTableColumn<LinguistEarningsMonth>[] = [
    { id: 'month', header: t('billing.earnings.month'), cell: (row) => row.month },
    { id: 'amount', header: t('billing.earnings.amount'), align: 'right', cell: (row) => money(row.amount) },
  ];
  const clientColumns: DataTableColumn<LinguistEarningsClient>[] = [
    { id: 'client', header: t('billing.earnings.client'), cell: (row) => row.clientName },
    { id: 'amount', header: t('billing.earnings.amount'), align: 'right', cell: (row) => money(row.amount) },
  ];
  // Both lists are short (twelve months, her clients) and answered whole, so they show on one page each.
  const whole = { page: 0, pageSize: 100 as const, total: 0, onPageChange: () => undefined, onPageSizeChange: () => undefined };
  return (
    <Stack>
      <DetailsCard title={t('billing.tabs.earnings')} items={[{ id: 'total', label: t('billing.earnings.total'), value: money(earnings.total) }]} />
      <Section title={t('billing.earnings.byMonth')}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <EarningsChart label={t('billing.earnings.chart')} rows={earnings.byMonth} series={t('billing.earnings.series')} format={money} />
        </Suspense>
        <DataTable<LinguistEarningsMonth>
          {...labels}
          {...whole}
          total={earnings.byMonth.length}
          label={t('billing.earnings.byMonth')}
          columns={monthColumns}
          rows={earnings.byMonth}
          rowKey={(row) => row.month}
        />
      </Section>
      <Section title={t('billing.earnings.byClient')}>
        <DataTable<LinguistEarningsClient>
          {...labels}
          {...whole}
          total={earnings.byClient.length}
          label={t('billing.earnings.byClient')}
          columns={clientColumns}
          rows={earnings.byClient}
          rowKey={(row) => row.clientId}
          emptyState={t('billing.earnings.noClients')}
        />
      </Section>
    </Stack>
  );
}
