import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyIso, ExpertiseStatsRow, LanguageStatsRow, OrderStatsFigures, OrderStatsPeriod, StatsGranularity } from '@inkwell/contracts';
import { Alert, EmptyState, Spinner, formatDate, formatDecimalMoney, formatNumber, shiftDecimal } from '@inkwell/ui-kit';
import { errorToText, useDisplayNames } from '@inkwell/web-kit';
import { useGetExpertiseStatsQuery, useGetLanguageStatsQuery, useGetOrderStatsQuery, type StatisticsRange } from '../../api/statistics-api';
import { StatisticsTable, type StatisticsColumn } from './statistics-table';
import { StyledChart, StyledNote, StyledPending } from './styled';

const StatisticsChart = lazy(() => import('./statistics-charts').then((charts) => ({ default: charts.StatisticsChart })));

/** Minor units as a whole number for the chart's scale (no float ever holds money); the labels go back through @inkwell/money. */
const minorUnits = (amount: string) => Number(shiftDecimal(amount, 2) ?? '0');
const moneyLabel = (currency: CurrencyIso) => (value: number) => formatDecimalMoney(shiftDecimal(String(value), -2), currency);
const count = (value: number) => formatNumber(value, 0);

interface QueryResult {
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
}

/** Loading, error and empty states of one statistics call; the figures once there are some. */
function StatisticsState({ result, empty, children }: { result: QueryResult; empty: boolean; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (result.isLoading) {
    return (
      <StyledPending>
        <Spinner label={t('statistics.loading')} size="lg" />
      </StyledPending>
    );
  }
  if (result.error) return <Alert variant="danger">{errorToText(result.error, t)}</Alert>;
  if (empty) return <EmptyState title={t('statistics.empty')} hint={t('statistics.emptyHint')} />;
  return (
    <div aria-busy={result.isFetching}>
      <StyledNote>{t('statistics.chartNote')}</StyledNote>
      {children()}
    </div>
  );
}

function Chart(props: Parameters<typeof StatisticsChart>[0]) {
  const { t } = useTranslation();
  return (
    <StyledChart>
      <Suspense fallback={<Spinner label={t('statistics.loading')} />}>
        <StatisticsChart {...props} />
      </Suspense>
    </StyledChart>
  );
}

function usePeriodLabel(granularity: StatsGranularity) {
  const { t } = useTranslation();
  return (period: string) => {
    if (granularity === 'month') return formatDate(period).slice(3);
    if (granularity === 'week') return t('statistics.weekOf', { date: formatDate(period) });
    return formatDate(period);
  };
}

const hasOrders = (figures: OrderStatsFigures) => figures.created + figures.accepted + figures.canceled + figures.rejected > 0;

export function OrderStatistics({ range, granularity }: { range: StatisticsRange; granularity: StatsGranularity }) {
  const { t } = useTranslation();
  const result = useGetOrderStatsQuery({ ...range, granularity });
  const periodLabel = usePeriodLabel(granularity);
  const money = (amount: string) => formatDecimalMoney(amount, range.currency);
  const columns: StatisticsColumn<OrderStatsPeriod>[] = [
    { id: 'period', header: t('statistics.columns.period'), cell: (row) => (row.period ? periodLabel(row.period) : t('statistics.total')) },
    ...(['created', 'accepted', 'canceled', 'rejected', 'words'] as const).map((key) => ({
      id: key,
      header: t(`statistics.columns.${key}`),
      cell: (row: OrderStatsPeriod) => count(row[key]),
      numeric: true,
    })),
    ...(['revenueNet', 'linguistCost', 'margin'] as const).map((key) => ({
      id: key,
      header: t(`statistics.columns.${key}`),
      cell: (row: OrderStatsPeriod) => money(row[key]),
      numeric: true,
    })),
  ];
  const data = result.data;
  return (
    <StatisticsState result={result} empty={!!data && !hasOrders(data.totals)}>
      {() => {
        const chartRows = data!.periods.map((p) => ({
          period: periodLabel(p.period),
          created: p.created,
          accepted: p.accepted,
          canceled: p.canceled,
          rejected: p.rejected,
          revenueNet: minorUnits(p.revenueNet),
          linguistCost: minorUnits(p.linguistCost),
          margin: minorUnits(p.margin),
        }));
        const label = (key: string) => t(`statistics.columns.${key}`);
        return (
          <>
            <Chart
              label={t('statistics.charts.counts')}
              rows={chartRows}
              category="period"
              series={['created', 'accepted', 'canceled', 'rejected'].map((key) => ({ key, label: label(key) }))}
              format={count}
            />
            <Chart
              label={t('statistics.charts.money')}
              rows={chartRows}
              category="period"
              series={['revenueNet', 'linguistCost', 'margin'].map((key) => ({ key, label: label(key) }))}
              format={moneyLabel(range.currency)}
              kind="line"
            />
            <StatisticsTable
              label={t('statistics.tables.orders')}
              columns={columns}
              rows={data!.periods}
              rowKey={(row) => row.period}
              footer={{ period: '', ...data!.totals }}
            />
          </>
        );
      }}
    </StatisticsState>
  );
}

export function ExpertiseStatistics({ range }: { range: StatisticsRange }) {
  const { t } = useTranslation();
  const result = useGetExpertiseStatsQuery(range);
  const nameOf = (row: ExpertiseStatsRow) => row.name ?? t('statistics.noExpertise');
  const columns: StatisticsColumn<ExpertiseStatsRow>[] = [
    { id: 'expertise', header: t('statistics.columns.expertise'), cell: nameOf },
    { id: 'accepted', header: t('statistics.columns.accepted'), cell: (row) => count(row.accepted), numeric: true },
    { id: 'words', header: t('statistics.columns.words'), cell: (row) => count(row.words), numeric: true },
    { id: 'revenueNet', header: t('statistics.columns.revenueNet'), cell: (row) => formatDecimalMoney(row.revenueNet, range.currency), numeric: true },
  ];
  const rows = result.data?.rows ?? [];
  return (
    <StatisticsState result={result} empty={!!result.data && rows.length === 0}>
      {() => (
        <>
          <StyledNote>{t('statistics.expertiseNote')}</StyledNote>
          <Chart
            label={t('statistics.charts.expertise')}
            rows={rows.map((row) => ({ name: nameOf(row), accepted: row.accepted }))}
            category="name"
            series={[{ key: 'accepted', label: t('statistics.columns.accepted') }]}
            format={count}
            horizontal
          />
          <StatisticsTable label={t('statistics.tables.expertise')} columns={columns} rows={rows} rowKey={(row) => String(row.expertiseId)} />
        </>
      )}
    </StatisticsState>
  );
}

export function LanguageStatistics({ range }: { range: StatisticsRange }) {
  const { t } = useTranslation();
  const result = useGetLanguageStatsQuery(range);
  const { languageName } = useDisplayNames();
  const columns: StatisticsColumn<LanguageStatsRow>[] = [
    { id: 'language', header: t('statistics.columns.language'), cell: (row) => languageName(row) },
    { id: 'created', header: t('statistics.columns.created'), cell: (row) => count(row.created), numeric: true },
    { id: 'accepted', header: t('statistics.columns.accepted'), cell: (row) => count(row.accepted), numeric: true },
    { id: 'words', header: t('statistics.columns.words'), cell: (row) => count(row.words), numeric: true },
    { id: 'revenueNet', header: t('statistics.columns.revenueNet'), cell: (row) => formatDecimalMoney(row.revenueNet, range.currency), numeric: true },
  ];
  const rows = result.data?.rows ?? [];
  return (
    <StatisticsState result={result} empty={!!result.data && rows.length === 0}>
      {() => (
        <>
          <Chart
            label={t('statistics.charts.language')}
            rows={rows.map((row) => ({ name: languageName(row), created: row.created, accepted: row.accepted }))}
            category="name"
            series={['created', 'accepted'].map((key) => ({ key, label: t(`statistics.columns.${key}`) }))}
            format={count}
            horizontal
          />
          <StatisticsTable label={t('statistics.tables.language')} columns={columns} rows={rows} rowKey={(row) => String(row.languageId)} />
        </>
      )}
    </StatisticsState>
  );
}
