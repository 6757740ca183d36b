import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, EmptyState, FormField, formatDate, formatMoney, Select, type DataTableColumn } from '@inkwell/ui-kit';
import { PROJECT_STATUSES, type ProjectStatus, type StaffProjectDto } from '@inkwell/contracts';
import { ListTable, useDisplayNames, useListFilters, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetStaffProjectsQuery } from '../api/projects-api';
import { i18n } from '../locales/i18n';
import { registerClientCommonTexts } from '../locales/client-common';
import { registerProjectCommonTexts } from '../locales/project-common';
import { ClientPicker } from './client-picker';

// The table's texts arrive with its code, whichever page shows it.
registerClientCommonTexts(i18n);
registerProjectCommonTexts(i18n);

const isProjectStatus = (value: string): value is ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value);

function useProjectColumns(withClient: boolean): DataTableColumn<StaffProjectDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  return useMemo(() => {
    const header = (id: string) => t(`projectCommon.columns.${id}`);
    const columns: (DataTableColumn<StaffProjectDto> | null)[] = [
      { id: 'id', header: header('id'), cell: (project) => project.id },
      { id: 'name', header: header('name'), cell: (project) => <Link to={localized(`/project/${project.id}`)}>{project.name}</Link> },
      withClient
        ? {
            id: 'client',
            header: header('client'),
            cell: (project) => <Link to={localized(`/client/${project.clientId}`)}>{project.clientName ?? t('clientCommon.unnamed', { id: project.clientId })}</Link>,
          }
        : null,
      { id: 'language', header: header('language'), cell: (project) => languageName(project.language) },
      { id: 'deadline', header: header('deadline'), cell: (project) => formatDate(project.deadlineAt) },
      {
        id: 'quote',
        header: header('quotePo'),
        cell: (project) => [project.quoteId, project.purchaseOrder].filter(Boolean).join(' / ') || EMPTY_VALUE,
      },
      { id: 'orders', header: header('orders'), align: 'right', cell: (project) => project.ordersCount },
      {
        id: 'amount',
        header: header('amount'),
        align: 'right',
        // One sum per currency: a project's orders may be priced in more than one.
        cell: (project) => project.prices.map((price) => formatMoney(price.amount, price.currency)).join(', ') || EMPTY_VALUE,
      },
      { id: 'status', header: header('status'), cell: (project) => t(`projectCommon.status.${project.status}`) },
      { id: 'created', header: header('created'), cell: (project) => formatDate(project.createdAt) },
    ];
    return columns.filter((column): column is DataTableColumn<StaffProjectDto> => column !== null);
  }, [t, localized, withClient, languageName]);
}

const NO_FILTERS = { search: '', status: '', clientId: '' };
const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export interface ProjectsTableProps {
  /** One client's projects, without the client column; every client's when absent. */
  clientId?: number;
  /** What the list offers while it is empty and nothing narrows it, e.g. a button that creates a project. */
  emptyAction?: ReactNode;
}

/**
 * Staff's projects (GET /admin/projects), searched by name, filtered by status and, across clients, by client, and
 * paged on the server.
 */
export function ProjectsTable({ clientId, emptyAction }: ProjectsTableProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const clientFilterId = useId();
  const columns = useProjectColumns(clientId === undefined);
  const paging = usePaging();
  // The search and filters live in the address, with the page (decision 059).
  const filters = useListFilters(NO_FILTERS);
  const name = filters.values.search;
  const status: ProjectStatus | '' = isProjectStatus(filters.values.status) ? filters.values.status : '';
  const pickedClientId = clientId === undefined ? wholeNumber(filters.values.clientId) : undefined;
  const result = useGetStaffProjectsQuery({
    clientId: clientId ?? pickedClientId,
    name,
    projectStatus: status || undefined,
    limit: paging.limit,
    offset: paging.offset,
  });

  return (
    <ListTable<StaffProjectDto>
      result={result}
      paging={paging}
      label={t('projectCommon.list.label')}
      columns={columns}
      search={name}
      onSearchChange={(value) => {
        filters.setValue('search', value);
        paging.setPage(0);
      }}
      searchPlaceholder={t('projectCommon.list.searchPlaceholder')}
      filters={
        <>
          {clientId === undefined && (
            <FormField label={t('projectCommon.columns.client')} htmlFor={clientFilterId}>
              <ClientPicker
                id={clientFilterId}
                label={t('projectCommon.columns.client')}
                value={pickedClientId}
                onChange={(picked) => {
                  filters.setValue('clientId', picked === undefined ? '' : String(picked));
                  paging.setPage(0);
                }}
              />
            </FormField>
          )}
          <FormField label={t('projectCommon.list.statusFilter')} htmlFor={statusId}>
            <Select
              id={statusId}
              value={status}
              placeholder={t('projectCommon.list.anyStatus')}
              options={PROJECT_STATUSES.map((value) => ({ value, label: t(`projectCommon.status.${value}`) }))}
              onChange={(event) => {
                filters.setValue('status', isProjectStatus(event.target.value) ? event.target.value : '');
                paging.setPage(0);
              }}
            />
          </FormField>
        </>
      }
      filtersActive={status !== '' || pickedClientId !== undefined}
      emptyState={<EmptyState title={t('projectCommon.list.empty')} action={emptyAction} />}
    />
  );
}
