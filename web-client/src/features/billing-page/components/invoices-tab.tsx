import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceDto } from '@inkwell/contracts';
import { DownloadErrorAlert, ListTable, Stack, useFileDownload, usePaging, type FileDownload } from '@inkwell/web-kit';
import { FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { useFilters } from '../../../hooks/use-filters';
import { useDownloadInvoiceMutation, useGetInvoiceListQuery, type InvoiceFile } from '../api/billing-page-api';
import { oneOf } from '../filter-values';
import { InvoiceStatusBadge } from './status-badges';
import { StyledFilterRow } from './styled';

const emptyInvoiceFilters = { status: '', type: '' };

function useInvoiceColumns(downloads: FileDownload<InvoiceFile>): DataTableColumn<InvoiceDto>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'number', header: t('billingPage.invoices.columns.number'), cell: (invoice) => invoice.number },
      { id: 'type', header: t('billingPage.invoices.columns.type'), cell: (invoice) => t(`billingPage.invoiceType.${invoice.type}`) },
      { id: 'status', header: t('billingPage.invoices.columns.status'), cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
      { id: 'issued', header: t('billingPage.invoices.columns.issued'), cell: (invoice) => formatDate(invoice.issuedAt) },
      { id: 'due', header: t('billingPage.invoices.columns.due'), cell: (invoice) => formatDate(invoice.dueAt) },
      {
        id: 'net',
        header: t('billingPage.invoices.columns.net'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.amountNet, invoice.currency),
      },
      {
        id: 'tax',
        header: t('billingPage.invoices.columns.tax'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.tax, invoice.currency),
      },
      {
        id: 'gross',
        header: t('billingPage.invoices.columns.gross'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.amountGross, invoice.currency),
      },
      {
        id: 'download',
        header: t('billingPage.invoices.columns.download'),
        cell: (invoice) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('billingPage.download.named', { number: invoice.number })}
            loading={downloads.downloadingId === invoice.id}
            onClick={() => downloads.download({ id: invoice.id, number: invoice.number })}
          >
            {t('billingPage.invoices.columns.download')}
          </Button>
        ),
      },
    ],
    [t, downloads],
  );
}

/** The client's invoices and credit documents, newest first, each with its PDF. */
export function InvoicesTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  const filters = useFilters(emptyInvoiceFilters, () => paging.setPage(0));
  const result = useGetInvoiceListQuery({
    status: oneOf(INVOICE_STATUSES, filters.applied.status),
    type: oneOf(INVOICE_TYPES, filters.applied.type),
    limit: paging.limit,
    offset: paging.offset,
  });
  const downloads = useFileDownload(useDownloadInvoiceMutation());
  const columns = useInvoiceColumns(downloads);

  return (
    <Stack>
      <DownloadErrorAlert download={downloads} />
      <ListTable<InvoiceDto>
        result={result}
        paging={paging}
        label={t('billingPage.invoices.label')}
        columns={columns}
        filters={
          <StyledFilterRow>
            <FilterSelect
              id="billing-invoice-status"
              label={t('billingPage.invoices.filters.status')}
              value={filters.values.status}
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`billingPage.invoiceStatus.${status}`) }))}
              onChange={(value) => filters.setValue('status', value)}
            />
            <FilterSelect
              id="billing-invoice-type"
              label={t('billingPage.invoices.filters.type')}
              value={filters.values.type}
              options={INVOICE_TYPES.map((type) => ({ value: type, label: t(`billingPage.invoiceType.${type}`) }))}
              onChange={(value) => filters.setValue('type', value)}
            />
            {(filters.values.status || filters.values.type) && <ResetFiltersButton onReset={filters.reset} />}
          </StyledFilterRow>
        }
        filtersActive={filters.active}
        emptyState={<EmptyState title={t('billingPage.invoices.empty')} hint={t('billingPage.invoices.emptyHint')} />}
      />
    </Stack>
  );
}
