import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EMPTY_VALUE, EmptyState, formatDate, formatMoney, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { OrderDto, ProjectDto } from '@inkwell/contracts';
import { DetailsCard, errorToText, isSearchTooShort, ListTable, PageSpinner, ProjectEditModal, ProjectExportModal, useDisplayNames, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { projectExportApi } from '../../../api/project-export-api';
import { useGetProjectQuery } from '../../../api/projects-api';
import { useGetWordpressSettingsQuery } from '../../../api/wordpress-api';
import { useClientOrderColumns } from '../../../components/order-columns';
import { useGetProjectOrdersQuery, useUpdateProjectMutation } from '../api/project-api';
import { ProjectStatsCard } from './project-stats-card';
import { StyledHeaderActions, StyledProjectGrid } from './styled';

const PROJECT_TABS = ['orders'] as const;

function ProjectDetails({ project }: { project: ProjectDto }) {
  const { t } = useTranslation();
  const { languageName } = useDisplayNames();
  return (
    <DetailsCard
      title={t('project.details')}
      items={[
        { id: 'language', label: t('project.fields.language'), value: languageName(project.language) },
        { id: 'status', label: t('project.fields.status'), value: t(`projectStatus.${project.status}`) },
        { id: 'purchase-order', label: t('project.fields.purchaseOrder'), value: project.purchaseOrder ?? EMPTY_VALUE },
        { id: 'quote', label: t('project.fields.quoteId'), value: project.quoteId ?? EMPTY_VALUE },
        { id: 'external', label: t('project.fields.externalId'), value: project.externalId ?? EMPTY_VALUE },
        { id: 'deadline', label: t('project.fields.deadline'), value: formatDate(project.deadlineAt) },
        {
          id: 'amount',
          label: t('project.fields.amount'),
          value: project.prices.map((price) => formatMoney(price.amount, price.currency)).join(', ') || EMPTY_VALUE,
        },
        { id: 'created', label: t('project.fields.createdAt'), value: formatDate(project.createdAt) },
      ]}
    />
  );
}

function ProjectOrders({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const orderColumns = useClientOrderColumns();
  const columns = useMemo(
    () => [
      ...orderColumns,
      {
        id: 'export',
        header: t('exports.column'),
        cell: (order: OrderDto) =>
          order.exportType ? t('exports.exportedAs', { type: t(`exports.types.${order.exportType}`), date: formatDate(order.lastExportedAt) }) : EMPTY_VALUE,
      },
    ],
    [orderColumns, t],
  );
  const paging = usePaging();
  const [search, setSearch] = useState('');
  // Titles are searched by their trigrams: one or two letters have none, so the list asks for a third instead.
  const tooShort = isSearchTooShort(search);
  const result = useGetProjectOrdersQuery({ projectId, search, limit: paging.limit, offset: paging.offset }, { skip: tooShort });
  return (
    <ListTable<OrderDto>
      result={result}
      paging={paging}
      label={t('project.tabs.orders')}
      columns={columns}
      search={search}
      onSearchChange={setSearch}
      searchTooShort={tooShort}
      emptyState={<EmptyState title={t('project.noOrders')} />}
    />
  );
}

/** Spec §2 /project/:id/:tab?: the project's facts, its orders by status and the orders themselves. */
export function ProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id = '', tab = 'orders' } = useParams();
  const projectId = /^\d+$/.test(id) ? Number(id) : null;
  const [editing, setEditing] = useState(false);
  const [updateProject] = useUpdateProjectMutation();
  const [exporting, setExporting] = useState(false);
  const { data: project, error, isLoading } = useGetProjectQuery(projectId ?? 0, { skip: projectId === null });
  // The export dialog sends a client without a WordPress site to connect one first.
  const wordpress = useGetWordpressSettingsQuery(undefined, { skip: !exporting });

  if (projectId === null) return <Navigate to={localized('/404')} replace />;
  if (!(PROJECT_TABS as readonly string[]).includes(tab)) return <Navigate to={localized(`/project/${projectId}`)} replace />;
  if (isLoading) return <PageSpinner />;
  if (!project) return <Alert variant="danger">{errorToText(error, t)}</Alert>;

  return (
    <>
      <PageHeader
        title={project.name}
        actions={
          <StyledHeaderActions>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('project.edit.open')}
            </Button>
            <Button variant="secondary" onClick={() => setExporting(true)}>
              {t('exports.open')}
            </Button>
            <Button onClick={() => navigate(`${localized('/orders/create')}?projectId=${project.id}`)}>{t('content.newOrder')}</Button>
          </StyledHeaderActions>
        }
      />
      <StyledProjectGrid>
        <ProjectDetails project={project} />
        <ProjectStatsCard projectId={project.id} />
      </StyledProjectGrid>
      <Tabs
        aria-label={project.name}
        tabs={[{ id: 'orders', label: t('project.tabs.orders') }]}
        active={tab}
        onChange={(next) => navigate(localized(`/project/${project.id}/${next}`))}
      />
      <div role="tabpanel" aria-label={t('project.tabs.orders')}>
        <ProjectOrders projectId={project.id} />
      </div>
      <ProjectEditModal
        project={project}
        open={editing}
        save={(patch) => updateProject({ id: project.id, patch }).unwrap()}
        onClose={() => setEditing(false)}
      />
      <ProjectExportModal
        api={projectExportApi}
        projectId={project.id}
        open={exporting}
        onClose={() => setExporting(false)}
        wordpressSite={{ loading: !wordpress.data && !wordpress.error, siteUrl: wordpress.data?.connection?.siteUrl ?? null }}
        connectPath="/settings/integrations"
      />
    </>
  );
}
