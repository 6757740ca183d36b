import { useTranslation } from 'react-i18next';
import { useToast } from '@inkwell/ui-kit';
import type { InvoiceDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useCancelInvoiceMutation } from '../api/billing-api';

/** Invoices core-api writes a cancellation for (decision 014): open or paid ones; deposit invoices are refused. */
export function isCancellable(invoice: Pick<InvoiceDto, 'type' | 'status'>): boolean {
  return invoice.type === 'INVOICE' && (invoice.status === 'OPEN' || invoice.status === 'PAID');
}

interface CancelInvoiceModalProps {
  /** The invoice to cancel; null keeps the dialog closed. */
  invoice: InvoiceDto | null;
  onClose: () => void;
}

/** Asks before core-api writes a cancellation document, saying which one, since it cannot be undone. */
export function CancelInvoiceModal({ invoice, onClose }: CancelInvoiceModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancelInvoice, { isLoading, error, reset }] = useCancelInvoiceMutation();

  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!invoice) return;
    const result = await cancelInvoice(invoice.id);
    if ('data' in result && result.data) {
      toast.show(t('billing.cancel.done', { number: result.data.cancellation.number, original: invoice.number }), 'success');
      close();
    }
  };

  const number = invoice?.number ?? '';
  return (
    <ConfirmModal
      open={invoice !== null}
      title={t('billing.cancel.title', { number })}
      confirmLabel={t('billing.cancel.confirm')}
      cancelLabel={t('billing.cancel.back')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      danger
      error={error ? errorToText(error, t) : undefined}
    >
      <p>{invoice?.status === 'PAID' ? t('billing.cancel.paid', { number }) : t('billing.cancel.unpaid', { number })}</p>
      <p>{t('billing.cancel.irreversible')}</p>
    </ConfirmModal>
  );
}
