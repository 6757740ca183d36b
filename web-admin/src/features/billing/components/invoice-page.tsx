import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, formatDate, formatMoney, formatRate, PageHeader, Spinner, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminInvoiceDetailDto, InvoiceLineDto } from '@inkwell/contracts';
import {
  ButtonRow,
  ConfirmModal,
  DetailsCard,
  DownloadErrorAlert,
  errorToText,
  InvoiceDownloadButton,
  InvoiceStatusBadge,
  Stack,
  useBillingLabels,
  useFileDownload,
  useLocalizedPath,
  WholeListTable,
} from '@inkwell/web-kit';
import { useDownloadAdminInvoiceMutation } from '../api/billing-api';
import { useGetAdminInvoiceQuery, useRegenerateInvoiceMutation, useRegenerateInvoicePdfMutation } from '../api/invoice-drafts-api';
import { CancelInvoiceModal, isCancellable } from './cancel-invoice-modal';
import { RequireFakturaAccess } from './require-faktura-access';

type LineRow = InvoiceLineDto & { id: number };

function useLineColumns(currency: AdminInvoiceDetailDto['invoice']['currency']): DataTableColumn<LineRow>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return useMemo(
    () => [
      { id: 'position', header: t('billing.invoice.columns.position'), cell: (line) => line.position },
      {
        id: 'description',
        header: t('billing.invoice.columns.description'),
        cell: (line) => (line.orderId === null ? line.description : <Link to={localized(`/order/${line.orderId}`)}>{line.description}</Link>),
      },
      { id: 'quantity', header: t('billing.invoice.columns.quantity'), cell: (line) => line.quantity ?? '–' },
      { id: 'vat', header: t('billing.invoice.columns.vat'), cell: (line) => formatRate(line.vatRate) },
      { id: 'net', header: t('billing.invoice.columns.net'), cell: (line) => formatMoney(line.amountNet, currency) },
      { id: 'gross', header: t('billing.invoice.columns.gross'), cell: (line) => formatMoney(line.amountGross, currency) },
    ],
    [t, localized, currency],
  );
}

function InvoiceDetail({ detail }: { detail: AdminInvoiceDetailDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const localized = useLocalizedPath();
  const labels = useBillingLabels();
  const { invoice, lines } = detail;
  const downloads = useFileDownload(useDownloadAdminInvoiceMutation());
  const [regenerate, regeneration] = useRegenerateInvoicePdfMutation();
  const [cancelling, setCancelling] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const [regenerateInvoice, reissue] = useRegenerateInvoiceMutation();
  const navigate = useNavigate();
  const openInvoice = invoice.type === 'INVOICE' && invoice.status === 'OPEN';
  const confirmRegenerate = async () => {
    const result = await regenerateInvoice({ id: invoice.id, clientId: invoice.clientId });
    if (!('data' in result) || !result.data) return;
    toast.show(t('billing.invoice.regeneratedAsDraft', { number: invoice.number, cancellation: result.data.cancellation.number }), 'success');
    navigate(localized(`/billing/invoice/draft/${result.data.draft.id}`));
  };
  const columns = useLineColumns(invoice.currency);
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const date = (value: string | null) => (value ? formatDate(value) : '–');

  return (
    <>
      <PageHeader title={t('billing.invoice.title', { number: invoice.number })} />
      <Stack>
        <DownloadErrorAlert download={downloads} />
        {regeneration.error && <Alert variant="danger">{errorToText(regeneration.error, t)}</Alert>}
        <ButtonRow>
          <InvoiceDownloadButton invoice={invoice} downloads={downloads} />
          <Button
            variant="secondary"
            size="sm"
            loading={regeneration.isLoading}
            onClick={async () => {
              const result = await regenerate({ id: invoice.id, number: invoice.number });
              if ('data' in result) toast.show(t('billing.invoice.regenerated', { number: invoice.number }), 'success');
            }}
          >
            {t('billing.invoice.regenerate')}
          </Button>
          {openInvoice && (
            <Button variant="secondary" size="sm" onClick={() => setRegenerating(true)}>
              {t('billing.invoice.regenerateInvoice')}
            </Button>
          )}
          {isCancellable(invoice) && (
            <Button variant="danger" size="sm" onClick={() => setCancelling(true)}>
              {t('billing.invoices.cancel')}
            </Button>
          )}
        </ButtonRow>
        <DetailsCard
          title={t('billing.invoice.details')}
          items={[
            { id: 'client', label: t('billing.invoice.client'), value: <Link to={localized(`/client/${invoice.clientId}/balance`)}>{invoice.clientName}</Link> },
            { id: 'type', label: t('billing.invoice.type'), value: labels.invoiceType(invoice.type) },
            { id: 'status', label: t('billing.invoice.status'), value: <InvoiceStatusBadge status={invoice.status} /> },
            { id: 'issued', label: t('billing.invoice.issued'), value: date(invoice.issuedAt) },
            { id: 'due', label: t('billing.invoice.due'), value: date(invoice.dueAt) },
            { id: 'paid', label: t('billing.invoice.paid'), value: date(invoice.paidAt) },
            { id: 'net', label: t('billing.invoice.net'), value: money(invoice.amountNet) },
            { id: 'tax', label: t('billing.invoice.tax'), value: money(invoice.tax) },
            { id: 'gross', label: t('billing.invoice.gross'), value: money(invoice.amountGross) },
          ]}
        />
        <WholeListTable<LineRow>
          result={{ data: lines.map((line) => ({ ...line, id: line.position })), isFetching: false }}
          label={t('billing.invoice.lines')}
          columns={columns}
          emptyState={null}
        />
      </Stack>
      <CancelInvoiceModal invoice={cancelling ? invoice : null} onClose={() => setCancelling(false)} />
      <ConfirmModal
        open={regenerating}
        title={t('billing.invoice.regenerateTitle', { number: invoice.number })}
        confirmLabel={t('billing.invoice.regenerateInvoice')}
        loading={reissue.isLoading}
        error={reissue.error ? errorToText(reissue.error, t) : undefined}
        onConfirm={() => void confirmRegenerate()}
        onClose={() => {
          reissue.reset();
          setRegenerating(false);
        }}
      >
        {t('billing.invoice.regenerateText', { number: invoice.number })}
      </ConfirmModal>
    </>
  );
}

function InvoiceById({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, error, isLoading } = useGetAdminInvoiceQuery(id);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!data) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return <InvoiceDetail detail={data} />;
}

/** Admin spec /billing/invoice/:id?: one document with its lines, PDF, regenerated PDF and cancellation; without an id, the invoices. */
export function InvoicePage() {
  const localized = useLocalizedPath();
  const { id } = useParams();
  // ids start at 1: for anything else there is nothing to ask core-api
  if (!id || !/^[1-9]\d*$/.test(id)) return <Navigate to={localized('/billing/invoices')} replace />;
  return (
    <RequireFakturaAccess>
      <InvoiceById key={id} id={Number(id)} />
    </RequireFakturaAccess>
  );
}
