import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EMPTY_VALUE, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { ProjectDto } from '@inkwell/contracts';
import { ListTable, useDisplayNames, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetProjectsQuery } from '../../../api/projects-api';
import { useFilters } from '../../../hooks/use-filters';
import { emptyProjectFilters, projectsQueryOf } from '../filters';
import { ProjectFilters } from './project-filters';

function useProjectColumns(): DataTableColumn<ProjectDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('content.projects.columns.name'),
        cell: (project) => <Link to={localized(`/project/${project.id}`)}>{project.name}</Link>,
      },
      { id: 'language', header: t('content.projects.columns.language'), cell: (project) => languageName(project.language) },
      { id: 'deadline', header: t('content.projects.columns.deadline'), cell: (project) => formatDate(project.deadlineAt) },
      {
        id: 'quote',
        header: t('content.projects.columns.quotePo'),
        cell: (project) => [project.quoteId, project.purchaseOrder].filter(Boolean).join(' / ') || EMPTY_VALUE,
      },
      {
        id: 'amount',
        header: t('content.projects.columns.amountNet'),
        align: 'right',
        // One sum per currency: a project's orders may be priced in more than one.
        cell: (project) =>
          project.prices.map((price) => formatMoney(price.amount, price.currency)).join(', ') || EMPTY_VALUE,
      },
      { id: 'status', header: t('content.projects.columns.status'), cell: (project) => t(`projectStatus.${project.status}`) },
    ],
    [t, localized, languageName],
  );
}

export function ProjectsTab({ onNewOrder }: { onNewOrder: () => void }) {
  const { t } = useTranslation();
  const columns = useProjectColumns();
  const paging = usePaging();
  const [name, setName] = useState('');
  const filters = useFilters(emptyProjectFilters);
  const result = useGetProjectsQuery({
    ...projectsQueryOf(filters.applied),
    name,
    limit: paging.limit,
    offset: paging.offset,
  });

  return (
    <ListTable<ProjectDto>
      result={result}
      paging={paging}
      label={t('content.tabs.projects')}
      columns={columns}
      search={name}
      onSearchChange={setName}
      filters={
        <ProjectFilters
          filters={filters}
          onReset={() => {
            filters.reset();
            setName('');
          }}
        />
      }
      filtersActive={filters.active}
      emptyState={
        <EmptyState title={t('content.projects.emptyTitle')} action={<Button onClick={onNewOrder}>{t('content.newOrder')}</Button>} />
      }
    />
  );
}
