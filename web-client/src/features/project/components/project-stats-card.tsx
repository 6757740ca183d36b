import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, formatNumber, Spinner } from '@inkwell/ui-kit';
import { errorToText } from '@inkwell/web-kit';
import { useGetProjectOrderStatsQuery } from '../api/project-api';
import { STATUS_BAR_STATUSES, statusBarSegments } from '../status-bar-segments';
import {
  StyledCard,
  StyledCardTitle,
  StyledLegend,
  StyledLegendItem,
  StyledMuted,
  StyledSegment,
  StyledStatusBar,
} from './styled';

/** The project's orders by status: a status bar and the count of each status. */
export function ProjectStatsCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: stats, error, isLoading } = useGetProjectOrderStatsQuery(projectId);

  let body;
  if (isLoading) body = <Spinner label={t('table.loading')} />;
  else if (!stats) body = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else {
    const segments = statusBarSegments(stats);
    body = (
      <>
        {segments.length === 0 ? (
          <StyledMuted>{t('project.stats.noOrders')}</StyledMuted>
        ) : (
          <StyledStatusBar
            role="img"
            aria-label={segments
              .map((segment) => `${t(`projectStats.${segment.status}`)} ${formatNumber(segment.percent)} %`)
              .join(', ')}
          >
            {segments.map((segment) => (
              <StyledSegment key={segment.status} $status={segment.status} $width={segment.width} />
            ))}
          </StyledStatusBar>
        )}
        <StyledLegend>
          {STATUS_BAR_STATUSES.map((status) => (
            <StyledLegendItem key={status} $status={status}>
              {t(`projectStats.${status}`)}: {stats[status]}
            </StyledLegendItem>
          ))}
          <li>{t('projectStats.total', { total: stats.total })}</li>
        </StyledLegend>
      </>
    );
  }

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{t('project.stats.title')}</StyledCardTitle>
      {body}
    </StyledCard>
  );
}
