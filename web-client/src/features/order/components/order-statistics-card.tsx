import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, formatNumber, Spinner } from '@inkwell/ui-kit';
import type { OrderStatistics } from '@inkwell/contracts';
import { errorToText } from '@inkwell/web-kit';
import { useGetOrderStatisticsQuery } from '../api/order-insights-api';
import { useDurationText } from '../hooks/use-duration-text';
import { StyledStatisticsCard, StyledStatisticsEmpty, StyledStatisticsList, StyledStatisticsTitle } from './styled';

const isEmpty = (statistics: OrderStatistics) =>
  statistics.words === null && statistics.timeToTakeSeconds === null && statistics.timeToDeliverSeconds === null && statistics.revisions === 0;

/**
 * Spec §2 order statistics (decision 049; the order page has no statistics tab, so it sits in the summary):
 * words, time to take, time to deliver and revisions, each 'not yet' until its step happened.
 */
export function OrderStatisticsCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const duration = useDurationText();
  const { data: statistics, error, isLoading } = useGetOrderStatisticsQuery(orderId);
  const notYet = t('order.statistics.notYet');

  let body: ReactNode;
  if (isLoading) body = <Spinner label={t('order.statistics.loading')} />;
  else if (!statistics) body = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else if (isEmpty(statistics)) body = <StyledStatisticsEmpty>{t('order.statistics.empty')}</StyledStatisticsEmpty>;
  else {
    const figures = [
      { id: 'words', label: t('order.statistics.words'), value: statistics.words === null ? notYet : formatNumber(statistics.words, 0) },
      {
        id: 'take',
        label: t('order.statistics.timeToTake'),
        value: statistics.timeToTakeSeconds === null ? notYet : duration(statistics.timeToTakeSeconds),
      },
      {
        id: 'deliver',
        label: t('order.statistics.timeToDeliver'),
        value: statistics.timeToDeliverSeconds === null ? notYet : duration(statistics.timeToDeliverSeconds),
      },
      { id: 'revisions', label: t('order.statistics.revisions'), value: formatNumber(statistics.revisions, 0) },
    ];
    body = (
      <StyledStatisticsList>
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </StyledStatisticsList>
    );
  }

  return (
    <StyledStatisticsCard aria-labelledby={titleId}>
      <StyledStatisticsTitle id={titleId}>{t('order.statistics.title')}</StyledStatisticsTitle>
      {body}
    </StyledStatisticsCard>
  );
}
