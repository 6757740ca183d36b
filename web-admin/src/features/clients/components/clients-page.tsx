import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, FormField, formatDate, PageHeader, Select, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminClientDto, Invoicing } from '@inkwell/contracts';
import { ListTable, sortParam, useListFilters, useListSort, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetClientsQuery } from '../api/clients-api';
import { CLIENT_LIST_SORTS } from '../../../api/clients-api';
import { registerClientSettingsTexts } from '../locales/settings';
import { clientName } from '../../../utils/client-name';
import { i18n } from '../../../locales/i18n';
import { StyledHeaderLink } from './styled';

// The New client action names the page it opens with that page's texts.
registerClientSettingsTexts(i18n);

const INVOICING: readonly Invoicing[] = ['deposit', 'invoice'];
const NO_FILTERS = { search: '', invoicing: '' };
/** The columns core-api sorts by (each on an index, decision 059); the list's own order is newest first. */
const SORTABLE = ['id', 'email', 'created'];
const NEWEST_FIRST = { id: 'created', direction: 'desc' } as const;

function useClientColumns(): DataTableColumn<AdminClientDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const header = (id: string) => t(`clients.columns.${id}`);
  return [
    { id: 'id', header: header('id'), cell: (client) => client.id, sortable: true },
    { id: 'name', header: header('name'), cell: (client) => <Link to={localized(`/client/${client.id}`)}>{clientName(client, t)}</Link> },
    { id: 'email', header: header('email'), cell: (client) => client.email, sortable: true },
    { id: 'invoicing', header: header('invoicing'), cell: (client) => t(`clients.invoicing.${client.invoicing}`) },
    { id: 'currency', header: header('currency'), cell: (client) => client.currency ?? '' },
    { id: 'status', header: header('status'), cell: (client) => t(`clients.status.${client.status}`) },
    { id: 'created', header: header('created'), cell: (client) => formatDate(client.createdAt), sortable: true },
  ];
}

/** Spec /clients/search: every client, searched by e-mail, company or name and filtered by invoicing. */
export function ClientsPage() {
  const { t } = useTranslation();
  const invoicingId = useId();
  const paging = usePaging();
  // The search and the invoicing filter live in the address, with the page (decision 059).
  const filters = useListFilters(NO_FILTERS);
  const order = useListSort(SORTABLE, NEWEST_FIRST);
  const { search } = filters.values;
  const invoicing = INVOICING.find((value) => value === filters.values.invoicing);
  const columns = useClientColumns();
  const localized = useLocalizedPath();
  const result = useGetClientsQuery({ search: search || undefined, invoicing, sort: order.param === sortParam(NEWEST_FIRST) ? undefined : CLIENT_LIST_SORTS.find((each) => each === order.param), limit: paging.limit, offset: paging.offset });
  return (
    <>
      <PageHeader title={t('clients.title')} actions={<StyledHeaderLink to={localized('/client')}>{t('clientSettings.create.action')}</StyledHeaderLink>} />
      <ListTable<AdminClientDto>
        result={result}
        paging={paging}
        label={t('clients.title')}
        columns={columns}
        search={search}
        onSearchChange={(next) => {
          filters.setValue('search', next);
          paging.setPage(0);
        }}
        searchPlaceholder={t('clients.searchPlaceholder')}
        filters={
          <FormField label={t('clients.invoicingFilter')} htmlFor={invoicingId}>
            <Select
              id={invoicingId}
              value={invoicing ?? ''}
              placeholder={t('clients.allInvoicing')}
              options={INVOICING.map((value) => ({ value, label: t(`clients.invoicing.${value}`) }))}
              onChange={(event) => {
                filters.setValue('invoicing', INVOICING.find((value) => value === event.target.value) ?? '');
                paging.setPage(0);
              }}
            />
          </FormField>
        }
        filtersActive={invoicing !== undefined}
        sort={order.sort}
        onSortChange={(next) => {
          order.setSort(next);
          paging.setPage(0);
        }}
        emptyState={<EmptyState title={t('clients.empty')} />}
      />
    </>
  );
}
