import { useTranslation } from 'react-i18next';
import { Alert, formatNumber, Spinner } from '@inkwell/ui-kit';
import type { ProjectLinguistStats, ProjectOrderStats, ProjectRevisionStats } from '@inkwell/contracts';
import { DetailsCard, errorToText, ProjectStatusBar, Section, type DetailsCardItem } from '@inkwell/web-kit';
import {
  useGetStaffProjectLinguistStatsQuery,
  useGetStaffProjectOrderStatsQuery,
  useGetStaffProjectRevisionStatsQuery,
} from '../api/project-api';

const ORDER_STATS = ['open', 'processing', 'ready', 'accepted', 'canceled', 'rejected', 'total'] as const;

const count = (value: number) => formatNumber(value, 0);

/** One statistic's card: its figures, or while they load a spinner and when they fail why, under the same title. */
function StatsCard<Stats>({
  title,
  result,
  items,
}: {
  title: string;
  result: { data?: Stats; isLoading: boolean; error?: unknown };
  items: (stats: Stats) => DetailsCardItem[];
}) {
  const { t } = useTranslation();
  if (result.data) return <DetailsCard title={title} items={items(result.data)} />;
  return (
    <Section title={title}>
      {result.isLoading ? <Spinner label={t('table.loading')} /> : <Alert variant="danger">{errorToText(result.error, t)}</Alert>}
    </Section>
  );
}

/** The project's orders by status as the spec's status bar, once they are known; the card below says why when they are not. */
export function ProjectOrderStatusBar({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { data: stats } = useGetStaffProjectOrderStatsQuery(projectId);
  return stats ? <ProjectStatusBar stats={stats} statusLabel={(status) => t(`projects.project.orderStats.${status}`)} /> : null;
}

/** Spec §3 Project: the project's order stats, linguist stats and revisions stats. */
export function ProjectStats({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`projects.project.${key}`);
  return (
    <>
      <StatsCard<ProjectOrderStats>
        title={label('orderStats.title')}
        result={useGetStaffProjectOrderStatsQuery(projectId)}
        items={(stats) => ORDER_STATS.map((status) => ({ id: status, label: label(`orderStats.${status}`), value: count(stats[status]) }))}
      />
      <StatsCard<ProjectLinguistStats>
        title={label('linguistStats.title')}
        result={useGetStaffProjectLinguistStatsQuery(projectId)}
        items={(stats) => [
          { id: 'total', label: label('linguistStats.total'), value: count(stats.accepted.total) },
          { id: 'last-month', label: label('linguistStats.lastMonth'), value: count(stats.accepted.lastMonth) },
        ]}
      />
      <StatsCard<ProjectRevisionStats>
        title={label('revisionStats.title')}
        result={useGetStaffProjectRevisionStatsQuery(projectId)}
        items={(stats) => [
          { id: 'revised', label: label('revisionStats.revisedOrders'), value: `${count(stats.revisedOrders)} / ${count(stats.orders)}` },
          // A fraction, shown ×100 as the spec's statistics are.
          { id: 'share', label: label('revisionStats.share'), value: `${formatNumber(Math.round(stats.revisedShare * 10_000) / 100)} %` },
          { id: 'rounds', label: label('revisionStats.rounds'), value: count(stats.rounds.total) },
          { id: 'client', label: label('revisionStats.client'), value: count(stats.rounds.client) },
          { id: 'admin', label: label('revisionStats.admin'), value: count(stats.rounds.admin) },
          { id: 'proofreader', label: label('revisionStats.proofreader'), value: count(stats.rounds.proofreader) },
        ]}
      />
    </>
  );
}
