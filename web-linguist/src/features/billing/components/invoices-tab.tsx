import { useTranslation } from 'react-i18next';
import { Button, EmptyState, formatDate, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { CreditNoteDto } from '@inkwell/contracts';
import { DownloadErrorAlert, ListTable, Stack, useFileDownload, usePaging } from '@inkwell/web-kit';
import { useDownloadCreditNoteMutation, useGetCreditNotesQuery } from '../api/billing-api';

/** Her credit notes and their cancellations, each with its PDF. */
export function InvoicesTab() {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetCreditNotesQuery({ limit: paging.limit, offset: paging.offset });
  const downloads = useFileDownload(useDownloadCreditNoteMutation());
  const header = (id: string) => t(`billing.columns.${id}`);
  const columns: DataTableColumn<CreditNoteDto>[] = [
    { id: 'number', header: header('number'), cell: (n) => n.number },
    { id: 'type', header: header('type'), cell: (n) => t(`billing.types.${n.type}`) },
    { id: 'period', header: header('period'), cell: (n) => `${formatDate(n.periodFrom)} – ${formatDate(n.periodTo)}` },
    { id: 'issuedAt', header: header('issuedAt'), cell: (n) => formatDate(n.issuedAt) },
    { id: 'net', header: header('net'), align: 'right', cell: (n) => formatMoney(n.amountNet, n.currency) },
    { id: 'tax', header: header('tax'), align: 'right', cell: (n) => formatMoney(n.tax, n.currency) },
    { id: 'gross', header: header('gross'), align: 'right', cell: (n) => formatMoney(n.amountGross, n.currency) },
    { id: 'status', header: header('status'), cell: (n) => t(`billing.statuses.${n.status}`) },
    {
      id: 'pdf',
      header: header('pdf'),
      cell: (n) => (
        <Button
          variant="secondary"
          size="sm"
          loading={downloads.downloadingId === n.id}
          aria-label={t('billing.downloadNamed', { number: n.number })}
          onClick={() => downloads.download({ id: n.id, number: n.number })}
        >
          {t('billing.download')}
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <DownloadErrorAlert download={downloads} />
      <ListTable<CreditNoteDto>
        result={result}
        paging={paging}
        label={t('billing.tabs.invoices')}
        columns={columns}
        emptyState={<EmptyState title={t('billing.invoicesEmpty')} hint={t('billing.invoicesHint')} />}
      />
    </Stack>
  );
}
