import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EMPTY_VALUE, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { DepositDto } from '@inkwell/contracts';
import { DownloadErrorAlert, ListTable, Section, useFileDownload, usePaging, type FileDownload } from '@inkwell/web-kit';
import { useDownloadInvoiceMutation, useGetDepositHistoryQuery, type InvoiceFile } from '../api/billing-page-api';
import { DepositStatusBadge } from './status-badges';

function useDepositColumns(downloads: FileDownload<InvoiceFile>): DataTableColumn<DepositDto>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'created', header: t('billingPage.deposits.columns.created'), cell: (deposit) => formatDate(deposit.createdAt, true) },
      {
        id: 'method',
        header: t('billingPage.deposits.columns.method'),
        cell: (deposit) => t(`billingPage.paymentMethod.${deposit.paymentMethod}`),
      },
      {
        id: 'amount',
        header: t('billingPage.deposits.columns.amount'),
        align: 'right',
        cell: (deposit) => formatMoney(deposit.amountNet, deposit.currency.iso4217),
      },
      {
        id: 'fee',
        header: t('billingPage.deposits.columns.fee'),
        align: 'right',
        cell: (deposit) => formatMoney(deposit.fee, deposit.currency.iso4217),
      },
      {
        id: 'tax',
        header: t('billingPage.deposits.columns.tax'),
        align: 'right',
        cell: (deposit) => formatMoney(deposit.tax, deposit.currency.iso4217),
      },
      {
        id: 'gross',
        header: t('billingPage.deposits.columns.gross'),
        align: 'right',
        cell: (deposit) => formatMoney(deposit.amountGross, deposit.currency.iso4217),
      },
      { id: 'status', header: t('billingPage.deposits.columns.status'), cell: (deposit) => <DepositStatusBadge status={deposit.status} /> },
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
    [t, downloads],
  );
}

/** A deposit client's top-ups, newest first; bank transfers stay Pending until an admin records the payment. */
export function DepositHistory() {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetDepositHistoryQuery({ limit: paging.limit, offset: paging.offset });
  const downloads = useFileDownload(useDownloadInvoiceMutation());
  const columns = useDepositColumns(downloads);
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
