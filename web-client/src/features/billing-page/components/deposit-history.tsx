import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EMPTY_VALUE, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { DepositDto } from '@inkwell/contracts';
import {
  DownloadErrorAlert,
  ListTable,
  Section,
  useDepositColumns,
  useFileDownload,
  usePaging,
  type FileDownload,
} from '@inkwell/web-kit';
import { useDownloadInvoiceMutation, useGetDepositHistoryQuery, type InvoiceFile } from '../api/billing-page-api';

function useDepositHistoryColumns(downloads: FileDownload<InvoiceFile>): DataTableColumn<DepositDto>[] {
  const { t } = useTranslation();
  const column = useDepositColumns<DepositDto>();
  return useMemo(
    () => [
      column.created(t('billingPage.deposits.columns.created')),
      column.method(t('billingPage.deposits.columns.method')),
      column.amount(t('billingPage.deposits.columns.amount')),
      column.fee(t('billingPage.deposits.columns.fee')),
      column.tax(t('billingPage.deposits.columns.tax')),
      column.gross(t('billingPage.deposits.columns.gross')),
      column.status(t('billingPage.deposits.columns.status')),
      { id: 'paid', header: t('billingPage.deposits.columns.paid'), cell: (deposit) => formatDate(deposit.paidAt) },
      {
        id: 'invoice',
        header: t('billingPage.deposits.columns.invoice'),
        cell: (deposit) => {
          const { invoiceId } = deposit;
          // A bank transfer's deposit invoice tells the client where to pay; it exists before the money arrives.
          if (invoiceId === null) return EMPTY_VALUE;
          return (
            <Button
              variant="secondary"
              size="sm"
              loading={downloads.downloadingId === invoiceId}
              onClick={() => downloads.download({ id: invoiceId })}
            >
              {t('billingPage.download.button')}
            </Button>
          );
        },
      },
    ],
    [t, column, downloads],
  );
}

/** A deposit client's top-ups, newest first; bank transfers stay Pending until an admin records the payment. */
export function DepositHistory() {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetDepositHistoryQuery({ limit: paging.limit, offset: paging.offset });
  const downloads = useFileDownload(useDownloadInvoiceMutation());
  const columns = useDepositHistoryColumns(downloads);
  return (
    <Section title={t('billingPage.deposits.title')}>
      <DownloadErrorAlert download={downloads} />
      <ListTable<DepositDto>
        result={result}
        paging={paging}
        label={t('billingPage.deposits.title')}
        columns={columns}
        emptyState={<EmptyState title={t('billingPage.deposits.empty')} hint={t('billingPage.deposits.emptyHint')} />}
      />
    </Section>
  );
}
