import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminInvoiceDto, InvoiceDto } from '@inkwell/contracts';
import {
  ButtonRow,
  DownloadErrorAlert,
  ListTable,
  Stack,
  useFileDownload,
  useLocalizedPath,
  type FileDownload,
  type Paging,
} from '@inkwell/web-kit';
import { useDownloadAdminInvoiceMutation, type InvoiceFile } from '../api/billing-api';
import { CancelInvoiceModal, isCancellable } from './cancel-invoice-modal';
import { InvoiceStatusBadge } from './status-badges';

function useInvoiceColumns(
  downloads: FileDownload<InvoiceFile>,
  onCancel: ((invoice: InvoiceDto) => void) | null,
): DataTableColumn<AdminInvoiceDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return useMemo(
    () => [
      { id: 'number', header: t('billing.invoices.columns.number'), cell: (invoice) => invoice.number },
      {
        id: 'client',
        header: t('billing.invoices.columns.client'),
        cell: (invoice) => <Link to={localized(`/client/${invoice.clientId}`)}>{invoice.clientName}</Link>,
      },
      { id: 'type', header: t('billing.invoices.columns.type'), cell: (invoice) => t(`billing.invoiceType.${invoice.type}`) },
      { id: 'status', header: t('billing.invoices.columns.status'), cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
      { id: 'issued', header: t('billing.invoices.columns.issued'), cell: (invoice) => formatDate(invoice.issuedAt) },
      { id: 'due', header: t('billing.invoices.columns.due'), cell: (invoice) => formatDate(invoice.dueAt) },
      {
        id: 'net',
        header: t('billing.invoices.columns.net'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.amountNet, invoice.currency),
      },
      {
        id: 'tax',
        header: t('billing.invoices.columns.tax'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.tax, invoice.currency),
      },
      {
        id: 'gross',
        header: t('billing.invoices.columns.gross'),
        align: 'right',
        cell: (invoice) => formatMoney(invoice.amountGross, invoice.currency),
      },
      {
        id: 'actions',
        header: t('billing.invoices.columns.actions'),
        cell: (invoice) => (
          <ButtonRow>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('billing.invoices.downloadNamed', { number: invoice.number })}
              loading={downloads.downloadingId === invoice.id}
              onClick={() => downloads.download({ id: invoice.id, number: invoice.number })}
            >
              {t('billing.invoices.download')}
            </Button>
            {onCancel && isCancellable(invoice) && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('billing.invoices.cancelNamed', { number: invoice.number })}
                onClick={() => onCancel(invoice)}
              >
                {t('billing.invoices.cancel')}
              </Button>
            )}
          </ButtonRow>
        ),
      },
    ],
    [t, localized, downloads, onCancel],
  );
}

interface InvoiceTableProps {
  result: { data?: { data: AdminInvoiceDto[]; total: number }; isFetching: boolean; error?: unknown };
  paging: Paging;
  label: string;
  filters?: ReactNode;
  filtersActive?: boolean;
  /** Offers the Cancel action on the invoices it applies to. */
  cancellable?: boolean;
}

/** Invoices of every client with their PDFs and, where it applies, the cancellation action. */
export function InvoiceTable({ result, paging, label, filters, filtersActive, cancellable = false }: InvoiceTableProps) {
  const { t } = useTranslation();
  const downloads = useFileDownload(useDownloadAdminInvoiceMutation());
  const [cancelling, setCancelling] = useState<InvoiceDto | null>(null);
  const columns = useInvoiceColumns(downloads, cancellable ? setCancelling : null);
  return (
    <Stack>
      <DownloadErrorAlert download={downloads} />
      <ListTable<AdminInvoiceDto>
        result={result}
        paging={paging}
        label={label}
        columns={columns}
        filters={filters}
        filtersActive={filtersActive}
        emptyState={<EmptyState title={t('billing.invoices.empty')} hint={t('billing.invoices.emptyHint')} />}
      />
      {cancellable && <CancelInvoiceModal invoice={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}
