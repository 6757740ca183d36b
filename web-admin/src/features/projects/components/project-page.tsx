import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EMPTY_VALUE, EmptyState, formatDate, formatMoney, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { OrderDto, StaffProjectDto } from '@inkwell/contracts';
import {
  DetailsCard,
  DownloadErrorAlert,
  errorToText,
  isSearchTooShort,
  ListTable,
  PageSpinner,
  ProjectEditModal,
  ProjectExportModal,
  registerProjectEditTexts,
  TabPanel,
  useDisplayNames,
  useFileDownload,
  useLocalizedPath,
  useOrderColumns,
  usePaging,
} from '@inkwell/web-kit';
import { projectExportApi } from '../../../api/project-export-api';
import { i18n } from '../../../locales/i18n';
import { useGetStaffProjectOrdersQuery, useGetStaffProjectQuery, useUpdateStaffProjectMutation } from '../api/project-api';
import { registerProjectTexts } from '../locales';
import { ProjectOrderStatusBar, ProjectStats } from './project-stats';
import { StyledBackLink, StyledHeaderActions, StyledHeaderLink, StyledProjectGrid } from './styled';

registerProjectTexts(i18n);
registerProjectEditTexts(i18n);

const PROJECT_TABS = ['orders'] as const;

function ProjectDetails({ project }: { project: StaffProjectDto }) {
  const { t } = useTranslation();
  const { languageName } = useDisplayNames();
  const localized = useLocalizedPath();
  const label = (id: string) => t(`projects.project.details.${id}`);
  return (
    <DetailsCard
      title={label('title')}
      items={[
        {
          id: 'client',
          label: label('client'),
          value: <Link to={localized(`/client/${project.clientId}`)}>{project.clientName ?? t('clientCommon.unnamed', { id: project.clientId })}</Link>,
        },
        { id: 'language', label: label('language'), value: languageName(project.language) },
        { id: 'status', label: label('status'), value: t(`projectCommon.status.${project.status}`) },
        { id: 'purchase-order', label: label('purchaseOrder'), value: project.purchaseOrder ?? EMPTY_VALUE },
        { id: 'quote', label: label('quoteId'), value: project.quoteId ?? EMPTY_VALUE },
        { id: 'external', label: label('externalId'), value: project.externalId ?? EMPTY_VALUE },
        { id: 'deadline', label: label('deadline'), value: formatDate(project.deadlineAt) },
        {
          id: 'amount',
          label: label('amount'),
          value: project.prices.map((price) => formatMoney(price.amount, price.currency)).join(', ') || EMPTY_VALUE,
        },
        { id: 'orders', label: label('orders'), value: project.ordersCount },
        { id: 'created', label: label('created'), value: formatDate(project.createdAt) },
      ]}
    />
  );
}

function ProjectOrders({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  // Titles are searched by their trigrams: one or two letters have none, so the list asks for a third instead.
  const tooShort = isSearchTooShort(search);
  const result = useGetStaffProjectOrdersQuery({ projectId, search, limit: paging.limit, offset: paging.offset }, { skip: tooShort });
  const header = (id: string) => t(`dashboard.orders.columns.${id}`);
  return (
    <ListTable<OrderDto>
      result={result}
      paging={paging}
      label={t('projects.project.tabs.orders')}
      columns={[
        column.id(header('id')),
        column.title(header('title')),
        column.level(header('level')),
        column.status(header('status')),
        column.price(header('price')),
        column.created(header('created')),
        column.deadline(header('deadline')),
      ]}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        paging.setPage(0);
      }}
      searchPlaceholder={t('projects.project.ordersSearch')}
      searchTooShort={tooShort}
      emptyState={<EmptyState title={t('projects.project.ordersEmpty')} />}
    />
  );
}

/**
 * Spec /project/:id/:tab? (default orders): a client's project with its facts, order, linguist and revision
 * statistics and its orders; staff edit it as the client may, export its texts and download its orders sheet
 * (moved here from the bulk-upload page, decision 042), and order in it for the client.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id = '', tab = 'orders' } = useParams();
  const projectId = /^\d+$/.test(id) ? Number(id) : null;
  const [editing, setEditing] = useState(false);
  const [updateProject] = useUpdateStaffProjectMutation();
  const [exporting, setExporting] = useState(false);
  const sheet = useFileDownload(projectExportApi.useDownloadProjectOrdersMutation());
  const { data: project, error, isLoading } = useGetStaffProjectQuery(projectId ?? 0, { skip: projectId === null });

  if (projectId === null) return <Navigate to={localized('/404')} replace />;
  if (!(PROJECT_TABS as readonly string[]).includes(tab)) return <Navigate to={localized(`/project/${projectId}`)} replace />;

  const back = <StyledBackLink to={localized('/projects/search')}>{t('projects.project.back')}</StyledBackLink>;
  if (isLoading) return <PageSpinner />;
  if (!project) {
    return (
      <>
        {back}
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      </>
    );
  }

  return (
    <>
      {back}
      <DownloadErrorAlert download={sheet} />
      <PageHeader
        title={project.name}
        actions={
          <StyledHeaderActions>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('projects.project.edit')}
            </Button>
            <Button variant="secondary" onClick={() => setExporting(true)}>
              {t('projectExport.title')}
            </Button>
            <Button variant="secondary" loading={sheet.downloadingId === project.id} onClick={() => sheet.download({ id: project.id })}>
              {t('projectExport.ordersSheet')}
            </Button>
            {/* The admin wizard with the project's language, client and project picked (decision 043). */}
            <StyledHeaderLink to={localized(`/orders/create/${project.language.culture}/${project.clientId}/${project.id}`)}>
              {t('projects.project.newOrder')}
            </StyledHeaderLink>
          </StyledHeaderActions>
        }
      />
      <ProjectOrderStatusBar projectId={project.id} />
      <StyledProjectGrid>
        <ProjectDetails project={project} />
        <ProjectStats projectId={project.id} />
      </StyledProjectGrid>
      <Tabs
        aria-label={t('projects.project.tabsLabel')}
        tabs={PROJECT_TABS.map((item) => ({ id: item, label: t(`projects.project.tabs.${item}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(`/project/${project.id}/${next}`))}
      />
      <TabPanel aria-label={t('projects.project.tabs.orders')}>
        <ProjectOrders projectId={project.id} />
      </TabPanel>
      <ProjectEditModal
        project={project}
        open={editing}
        withExternalId
        save={(patch) => updateProject({ id: project.id, patch }).unwrap()}
        onClose={() => setEditing(false)}
      />
      {exporting && <ProjectExportModal api={projectExportApi} projectId={project.id} open onClose={() => setExporting(false)} />}
    </>
  );
}
