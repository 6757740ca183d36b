import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@inkwell/ui-kit';
import { errorToText, ProjectStatusBar, STATUS_BAR_STATUSES } from '@inkwell/web-kit';
import { useGetProjectOrderStatsQuery } from '../api/project-api';
import { StyledCard, StyledCardTitle, StyledLegend, StyledLegendItem, StyledMuted } from './styled';

/** The project's orders by status: a status bar and the count of each status. */
export function ProjectStatsCard({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: stats, error, isLoading } = useGetProjectOrderStatsQuery(projectId);

  let body;
  if (isLoading) body = <Spinner label={t('table.loading')} />;
  else if (!stats) body = <Alert variant="danger">{errorToText(error, t)}</Alert>;
  else {
    body = (
      <>
        {stats.total === 0 ? (
          <StyledMuted>{t('project.stats.noOrders')}</StyledMuted>
        ) : (
          <ProjectStatusBar stats={stats} statusLabel={(status) => t(`projectStats.${status}`)} />
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
