import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, FormField, TextArea, TextField, useToast } from '@inkwell/ui-kit';
import type { AdminPayoutDto, PayoutBatchDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import {
  useCreatePaypalBatchMutation,
  useCreateSepaBatchMutation,
  useDownloadSepaFileMutation,
  useMarkPayoutExecutedMutation,
  useMarkPayoutFailedMutation,
  useMarkPayoutPaidMutation,
} from '../api/payouts-api';
import { selectionTotal } from './payout-selection';

/** Bank references on statements are short; a longer text is a paste gone wrong. */
const REFERENCE_MAX_LENGTH = 100;
/** core-api keeps at most this much of a reason (payout-rules FAILURE_REASON_MAX_LENGTH). */
const REASON_MAX_LENGTH = 500;

interface PayoutModalProps {
  /** the payout acted on; null keeps the dialog closed */
  payout: AdminPayoutDto | null;
  onClose: () => void;
}

const amountOf = (payout: AdminPayoutDto) => formatMoney(payout.amount, payout.currency);

/** A single bank transfer staff made by hand: paid once, a second attempt answers 409. */
export function MarkPaidModal({ payout, onClose }: PayoutModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reference, setReference] = useState('');
  const [markPaid, { isLoading, error, reset }] = useMarkPayoutPaidMutation();
  const close = () => {
    reset();
    setReference('');
    onClose();
  };
  const confirm = async () => {
    if (!payout) return;
    const result = await markPaid({ id: payout.id, reference: reference.trim() || undefined });
    if ('data' in result && result.data) {
      toast.show(t('payouts.markPaid.done', { id: payout.id }), 'success');
      close();
    }
  };
  return (
    <ConfirmModal
      open={payout !== null}
      title={t('payouts.markPaid.title', { id: payout?.id ?? '' })}
      confirmLabel={t('payouts.markPaid.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      error={error ? errorToText(error, t) : undefined}
    >
      {payout && <p>{t('payouts.markPaid.summary', { amount: amountOf(payout), linguist: payout.linguistName, destination: payout.destination })}</p>}
      <FormField label={t('payouts.markPaid.reference')} htmlFor="payout-reference" hint={t('payouts.markPaid.referenceHint')}>
        <TextField id="payout-reference" value={reference} maxLength={REFERENCE_MAX_LENGTH} onChange={(event) => setReference(event.target.value)} />
      </FormField>
    </ConfirmModal>
  );
}

/** The bank executed a transfer of a SEPA file: nothing moves any more, the payout is paid. */
export function MarkExecutedModal({ payout, onClose }: PayoutModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [markExecuted, { isLoading, error, reset }] = useMarkPayoutExecutedMutation();
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!payout) return;
    const result = await markExecuted(payout.id);
    if ('data' in result && result.data) {
      toast.show(t('payouts.executed.done', { id: payout.id }), 'success');
      close();
    }
  };
  return (
    <ConfirmModal
      open={payout !== null}
      title={t('payouts.executed.title', { id: payout?.id ?? '' })}
      confirmLabel={t('payouts.executed.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      error={error ? errorToText(error, t) : undefined}
    >
      {payout && <p>{t('payouts.executed.summary', { amount: amountOf(payout), linguist: payout.linguistName })}</p>}
    </ConfirmModal>
  );
}

/** The bank refused or returned a transfer (or staff refuse a request): its money is payable again. */
export function FailPayoutModal({ payout, onClose }: PayoutModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [markFailed, { isLoading, error, reset }] = useMarkPayoutFailedMutation();
  const missing = reason.trim() === '';
  const close = () => {
    reset();
    setReason('');
    setTouched(false);
    onClose();
  };
  const confirm = async () => {
    setTouched(true);
    if (!payout || missing) return;
    const result = await markFailed({ id: payout.id, reason: reason.trim() });
    if ('data' in result && result.data) {
      toast.show(t('payouts.fail.done', { id: payout.id }), 'success');
      close();
    }
  };
  return (
    <ConfirmModal
      open={payout !== null}
      title={t('payouts.fail.title', { id: payout?.id ?? '' })}
      confirmLabel={t('payouts.fail.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      danger
      error={error ? errorToText(error, t) : undefined}
    >
      {payout && <p>{t('payouts.fail.summary', { amount: amountOf(payout), linguist: payout.linguistName })}</p>}
      <FormField
        label={t('payouts.fail.reason')}
        htmlFor="payout-failure-reason"
        required
        error={touched && missing ? t('payouts.fail.reasonRequired') : undefined}
      >
        <TextArea
          id="payout-failure-reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </FormField>
    </ConfirmModal>
  );
}

interface BatchModalProps {
  /** 'sepa' makes and downloads a file; 'paypal' sends a PayPal batch; null keeps the dialog closed */
  kind: 'sepa' | 'paypal' | null;
  payouts: AdminPayoutDto[];
  onClose: () => void;
  onDone: () => void;
}

function paypalOutcome(batch: PayoutBatchDto) {
  const count = (status: string) => batch.payouts.filter((p) => p.status === status).length;
  return { paid: count('paid'), failed: count('failed'), waiting: count('submitted') };
}

/** Sends the selected payouts together: one SEPA file, downloaded at once, or one PayPal batch. */
export function BatchModal({ kind, payouts, onClose, onDone }: BatchModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [createSepa, sepa] = useCreateSepaBatchMutation();
  const [createPaypal, paypal] = useCreatePaypalBatchMutation();
  const [download] = useDownloadSepaFileMutation();
  const state = kind === 'paypal' ? paypal : sepa;
  const total = selectionTotal(payouts);
  const close = () => {
    sepa.reset();
    paypal.reset();
    onClose();
  };
  const confirm = async () => {
    const ids = payouts.map((p) => p.id);
    if (kind === 'sepa') {
      const result = await createSepa(ids);
      if (!('data' in result) || !result.data) return;
      const batch = result.data;
      await download({ batchId: batch.id, reference: batch.reference });
      toast.show(t('payouts.sepa.done', { reference: batch.reference, count: batch.payoutCount, total: formatMoney(batch.total, batch.currency) }), 'success');
    } else {
      const result = await createPaypal(ids);
      if (!('data' in result) || !result.data) return;
      toast.show(t('payouts.paypal.done', { reference: result.data.reference, ...paypalOutcome(result.data) }), 'success');
    }
    onDone();
    close();
  };
  return (
    <ConfirmModal
      open={kind !== null}
      title={t(kind === 'paypal' ? 'payouts.paypal.title' : 'payouts.sepa.title')}
      confirmLabel={t(kind === 'paypal' ? 'payouts.paypal.confirm' : 'payouts.sepa.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={state.isLoading}
      error={state.error ? errorToText(state.error, t) : undefined}
    >
      <p>{t(kind === 'paypal' ? 'payouts.paypal.summary' : 'payouts.sepa.summary', { count: payouts.length, total })}</p>
    </ConfirmModal>
  );
}

export { paypalOutcome };
