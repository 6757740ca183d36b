import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@inkwell/web-kit';
import { useGetClientOrderStatsQuery } from '../api/order-stats-api';
import { SummaryCard } from './summary-card';

/** Spec §2 Projects card: projects not yet done (open or processing) and all of them. */
export function ProjectsCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: stats, error, isLoading } = useGetClientOrderStatsQuery();
  return (
    <SummaryCard
      title={t('home.figures.projects.title')}
      rows={2}
      loading={isLoading}
      error={error}
      items={
        stats
          ? [
              { id: 'active', label: <Link to={localized('/content/search')}>{t('home.figures.projects.active')}</Link>, value: stats.projects.active },
              { id: 'total', label: t('home.figures.projects.total'), value: stats.projects.total },
            ]
          : null
      }
    />
  );
}
