import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, FormField, TextField, useToast } from '@inkwell/ui-kit';
import type { AdminInvoiceDto, InvoiceDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { usePayInvoiceMutation } from '../api/billing-api';

/** Bank references on statements are short; a longer text is a paste gone wrong (core-api allows 100). */
const REFERENCE_MAX_LENGTH = 100;

/** Invoices core-api records a payment for (decision 014): open ones of type INVOICE; deposit invoices follow their deposit. */
export function isPayable(invoice: Pick<InvoiceDto, 'type' | 'status'>): boolean {
  return invoice.type === 'INVOICE' && invoice.status === 'OPEN';
}

interface RecordInvoicePaymentModalProps {
  /** The open invoice whose money arrived; null keeps the dialog closed. */
  invoice: AdminInvoiceDto | null;
  onClose: () => void;
}

/**
 * Records the bank transfer that paid a postpaid client's invoice. The dialog stays open with core-api's
 * reason when the invoice is no longer open (409: paid or cancelled meanwhile).
 */
export function RecordInvoicePaymentModal({ invoice, onClose }: RecordInvoicePaymentModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reference, setReference] = useState('');
  const [payInvoice, { isLoading, error, reset }] = usePayInvoiceMutation();

  const close = () => {
    reset();
    setReference('');
    onClose();
  };
  const confirm = async () => {
    if (!invoice) return;
    const bankReference = reference.trim();
    const result = await payInvoice({ id: invoice.id, clientId: invoice.clientId, ...(bankReference ? { reference: bankReference } : {}) });
    if ('data' in result && result.data) {
      toast.show(t('billing.payInvoice.done', { number: invoice.number }), 'success');
      close();
    }
  };

  const number = invoice?.number ?? '';
  return (
    <ConfirmModal
      open={invoice !== null}
      title={t('billing.payInvoice.title', { number })}
      confirmLabel={t('billing.payInvoice.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      error={error ? errorToText(error, t) : undefined}
    >
      {invoice && (
        <p>
          {t('billing.payInvoice.summary', {
            number,
            client: invoice.clientName,
            gross: formatMoney(invoice.amountGross, invoice.currency),
            due: invoice.dueAt ? formatDate(invoice.dueAt) : '–',
          })}
        </p>
      )}
      <FormField label={t('billing.payInvoice.reference')} htmlFor="pay-invoice-reference" hint={t('billing.payInvoice.referenceHint')}>
        <TextField
          id="pay-invoice-reference"
          value={reference}
          maxLength={REFERENCE_MAX_LENGTH}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
    </ConfirmModal>
  );
}
