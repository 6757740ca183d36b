import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, type DataTableColumn } from '@inkwell/ui-kit';
import { INVOICE_STATUSES, INVOICE_TYPES, type InvoiceDto } from '@inkwell/contracts';
import {
  DownloadErrorAlert,
  InvoiceDownloadButton,
  ListTable,
  Stack,
  useBillingLabels,
  useFileDownload,
  useInvoiceColumns,
  usePaging,
  type FileDownload,
} from '@inkwell/web-kit';
import { FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { useFilters } from '../../../hooks/use-filters';
import { useDownloadInvoiceMutation, useGetInvoiceListQuery, type InvoiceFile } from '../api/billing-page-api';
import { oneOf } from '../filter-values';
import { StyledFilterRow } from './styled';

const emptyInvoiceFilters = { status: '', type: '' };

/** The shared invoice columns with the PDF last. */
function useClientInvoiceColumns(downloads: FileDownload<InvoiceFile>): DataTableColumn<InvoiceDto>[] {
  const { t } = useTranslation();
  const actions = useMemo<DataTableColumn<InvoiceDto>>(
    () => ({
      id: 'download',
      header: t('billingPage.invoices.columns.download'),
      cell: (invoice) => <InvoiceDownloadButton invoice={invoice} downloads={downloads} />,
    }),
    [t, downloads],
  );
  return useInvoiceColumns({ actions });
}

/** The client's invoices and credit documents, newest first, each with its PDF. */
export function InvoicesTab() {
  const { t } = useTranslation();
  const labels = useBillingLabels();
  const paging = usePaging();
  const filters = useFilters(emptyInvoiceFilters);
  const result = useGetInvoiceListQuery({
    status: oneOf(INVOICE_STATUSES, filters.applied.status),
    type: oneOf(INVOICE_TYPES, filters.applied.type),
    limit: paging.limit,
    offset: paging.offset,
  });
  const downloads = useFileDownload(useDownloadInvoiceMutation());
  const columns = useClientInvoiceColumns(downloads);

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
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: labels.invoiceStatus(status) }))}
              onChange={(value) => filters.setValue('status', value)}
            />
            <FilterSelect
              id="billing-invoice-type"
              label={t('billingPage.invoices.filters.type')}
              value={filters.values.type}
              options={INVOICE_TYPES.map((type) => ({ value: type, label: labels.invoiceType(type) }))}
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
