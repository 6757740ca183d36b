import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminInvoiceDto, InvoiceDto } from '@inkwell/contracts';
import {
  ButtonRow,
  DownloadErrorAlert,
  InvoiceDownloadButton,
  ListTable,
  Stack,
  useFileDownload,
  useInvoiceColumns,
  useLocalizedPath,
  type FileDownload,
  type Paging,
} from '@inkwell/web-kit';
import { useDownloadAdminInvoiceMutation, type InvoiceFile } from '../api/billing-api';
import { CancelInvoiceModal, isCancellable } from './cancel-invoice-modal';

/** The shared invoice columns with who the invoice is for, and the PDF and, where it applies, Cancel. */
function useAdminInvoiceColumns(
  downloads: FileDownload<InvoiceFile>,
  onCancel: ((invoice: InvoiceDto) => void) | null,
  rowAction: ((invoice: AdminInvoiceDto) => ReactNode) | undefined,
): DataTableColumn<AdminInvoiceDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const client = useMemo<DataTableColumn<AdminInvoiceDto>[]>(
    () => [
      {
        id: 'client',
        header: t('billing.invoices.columns.client'),
        cell: (invoice) => <Link to={localized(`/client/${invoice.clientId}`)}>{invoice.clientName}</Link>,
      },
    ],
    [t, localized],
  );
  const actions = useMemo<DataTableColumn<AdminInvoiceDto>>(
    () => ({
      id: 'actions',
      header: t('billing.invoices.columns.actions'),
      cell: (invoice) => (
        <ButtonRow>
          <Link to={localized(`/billing/invoice/${invoice.id}`)} aria-label={t('billing.invoice.open', { number: invoice.number })}>
            {t('billing.invoice.details')}
          </Link>
          <InvoiceDownloadButton invoice={invoice} downloads={downloads} />
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
          {rowAction?.(invoice)}
        </ButtonRow>
      ),
    }),
    [t, localized, downloads, onCancel, rowAction],
  );
  return useInvoiceColumns({ afterNumber: client, actions });
}

interface InvoiceTableProps {
  result: { data?: { data: AdminInvoiceDto[]; total: number }; isFetching: boolean; error?: unknown };
  paging: Paging;
  label: string;
  filters?: ReactNode;
  filtersActive?: boolean;
  /** Offers the Cancel action on the invoices it applies to. */
  cancellable?: boolean;
  /** A page's own action on a row, after the PDF and Cancel (keep it stable: it is a column dependency). */
  rowAction?: (invoice: AdminInvoiceDto) => ReactNode;
}

/** Invoices of every client with their PDFs and, where it applies, the cancellation action. */
export function InvoiceTable({ result, paging, label, filters, filtersActive, cancellable = false, rowAction }: InvoiceTableProps) {
  const { t } = useTranslation();
  const downloads = useFileDownload(useDownloadAdminInvoiceMutation());
  const [cancelling, setCancelling] = useState<InvoiceDto | null>(null);
  const columns = useAdminInvoiceColumns(downloads, cancellable ? setCancelling : null, rowAction);
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
