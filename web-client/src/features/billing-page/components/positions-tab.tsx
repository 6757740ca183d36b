import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { BillingPositionDto } from '@inkwell/contracts';
import {
  DownloadErrorAlert,
  ListTable,
  Stack,
  useAmountColumns,
  useFileDownload,
  useLocalizedPath,
  usePaging,
  type FileDownload,
} from '@inkwell/web-kit';
import { FilterSelect, ResetFiltersButton } from '../../../components/filter-fields';
import { useFilters } from '../../../hooks/use-filters';
import {
  useDownloadInvoiceMutation,
  useGetPositionListQuery,
  type InvoiceFile,
  type PositionInvoiced,
} from '../api/billing-page-api';
import { oneOf } from '../filter-values';
import { StyledFilterRow, StyledTotal } from './styled';

const POSITION_INVOICED: readonly PositionInvoiced[] = ['open', 'invoiced'];
const emptyPositionFilters = { invoiced: '' };

function usePositionColumns(downloads: FileDownload<InvoiceFile>): DataTableColumn<BillingPositionDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const amounts = useAmountColumns<BillingPositionDto>();
  return useMemo(
    () => [
      {
        id: 'order',
        header: t('billingPage.positions.columns.order'),
        cell: (position) => <Link to={localized(`/order/${position.orderId}`)}>{position.orderTitle}</Link>,
      },
      {
        id: 'project',
        header: t('billingPage.positions.columns.project'),
        cell: (position) => (
          <Link to={localized(`/project/${position.projectId}`)}>{position.projectName || t('billingPage.positions.project', { id: position.projectId })}</Link>
        ),
      },
      { id: 'created', header: t('billingPage.positions.columns.created'), cell: (position) => formatDate(position.createdAt) },
      ...amounts,
      {
        id: 'invoiced',
        header: t('billingPage.positions.columns.invoiced'),
        cell: (position) => {
          const { invoiceId } = position;
          if (invoiceId === null) return t('billingPage.positions.notInvoiced');
          // The PDF is the invoice as the client knows it: there is no other page to link to.
          return (
            <Button
              variant="link"
              size="sm"
              loading={downloads.downloadingId === invoiceId}
              onClick={() => downloads.download({ id: invoiceId })}
            >
              {t('billingPage.positions.invoicedDownload')}
            </Button>
          );
        },
      },
    ],
    [t, localized, amounts, downloads],
  );
}

/** Accepted orders with their amounts, on an invoice already or waiting for the next one, and their sum. */
export function PositionsTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  const filters = useFilters(emptyPositionFilters);
  const result = useGetPositionListQuery({
    invoiced: oneOf(POSITION_INVOICED, filters.applied.invoiced),
    limit: paging.limit,
    offset: paging.offset,
  });
  const downloads = useFileDownload(useDownloadInvoiceMutation());
  const columns = usePositionColumns(downloads);
  const page = result.data;
  // A client pays in one currency, so the rows name the total's currency too.
  const currency = page?.data[0]?.currency;

  return (
    <Stack>
      <DownloadErrorAlert download={downloads} />
      <ListTable<BillingPositionDto>
        result={result}
        paging={paging}
        label={t('billingPage.positions.label')}
        columns={columns}
        filters={
          <StyledFilterRow>
            <FilterSelect
              id="billing-position-invoiced"
              label={t('billingPage.positions.filters.invoiced')}
              value={filters.values.invoiced}
              options={[
                { value: 'open', label: t('billingPage.positions.filters.open') },
                { value: 'invoiced', label: t('billingPage.positions.filters.invoicedOnly') },
              ]}
              onChange={(value) => filters.setValue('invoiced', value)}
            />
            {filters.values.invoiced && <ResetFiltersButton onReset={filters.reset} />}
          </StyledFilterRow>
        }
        filtersActive={filters.active}
        emptyState={<EmptyState title={t('billingPage.positions.empty')} hint={t('billingPage.positions.emptyHint')} />}
      />
      {page && currency && (
        <StyledTotal>
          <span>{t('billingPage.positions.total')}</span>
          <span>{formatMoney(page.totalGross, currency)}</span>
        </StyledTotal>
      )}
    </Stack>
  );
}
