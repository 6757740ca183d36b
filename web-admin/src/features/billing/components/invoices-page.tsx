import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@inkwell/ui-kit';
import { useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetAdminInvoicesQuery } from '../api/billing-api';
import { InvoiceFilters, type InvoiceFilterValues } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import { RequireFakturaAccess } from './require-faktura-access';
import { useClientIdFilter } from './client-id-filter';

const noFilters: InvoiceFilterValues = { status: '', type: '' };

function InvoiceSearch() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [filters, setFilters] = useState(noFilters);
  const clientId = useClientIdFilter();
  const result = useGetAdminInvoicesQuery({
    status: filters.status || undefined,
    type: filters.type || undefined,
    clientId: clientId.applied,
    limit: paging.limit,
    offset: paging.offset,
  });

  // A narrower list makes the current page number meaningless.
  const changeFilters = (next: InvoiceFilterValues) => {
    setFilters(next);
    paging.setPage(0);
  };
  const changeClientId = (text: string) => {
    clientId.setText(text);
    paging.setPage(0);
  };

  return (
    <InvoiceTable
      result={result}
      paging={paging}
      label={t('billing.invoices.label')}
      cancellable
      filters={
        <InvoiceFilters
          values={filters}
          onChange={changeFilters}
          clientId={{ ...clientId, setText: changeClientId }}
          onReset={() => {
            changeFilters(noFilters);
            clientId.setText('');
          }}
        />
      }
      filtersActive={filters.status !== '' || filters.type !== '' || clientId.applied !== undefined}
    />
  );
}

/**
 * Admin spec /billing/invoices/:tab?: the invoice search across clients (default tab "search", the only one so
 * far), for admins with fakturaAccess.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { tab = 'search' } = useParams();
  if (tab !== 'search') return <Navigate to={localized('/billing/invoices')} replace />;
  return (
    <RequireFakturaAccess>
      <PageHeader
        title={t('billing.invoices.title')}
        actions={
          <>
            <Link to={localized('/billing/invoice/new')}>{t('billing.drafts.newInvoice')}</Link>
            <Link to={localized('/billing/invoice/draft')}>{t('billing.drafts.allDrafts')}</Link>
          </>
        }
      />
      <InvoiceSearch />
    </RequireFakturaAccess>
  );
}
