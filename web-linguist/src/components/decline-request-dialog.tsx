import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, TextArea, useToast } from '@inkwell/ui-kit';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { DECLINE_REASON_MAX_LENGTH } from '@inkwell/contracts';
import { useDeclineOrderMutation } from '../api/order-actions-api';

export interface DeclineRequestDialogProps {
  orderId: number;
  open: boolean;
  onClose: () => void;
  /** After the decline went through and the toast says so. */
  onDeclined?: () => void;
}

/**
 * Asks before declining a direct request, with an optional reason for the order's history. A failure keeps the
 * dialog and the reason, so the linguist can try again.
 */
export function DeclineRequestDialog({ orderId, open, onClose, onDeclined }: DeclineRequestDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decline, { isLoading }] = useDeclineOrderMutation();

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const confirm = async () => {
    try {
      await decline({ id: orderId, reason: reason.trim() || undefined }).unwrap();
      toast.show(t('order.actions.declined'), 'success');
      close();
      onDeclined?.();
    } catch (failure) {
      setError(errorToText(failure, t));
    }
  };

  return (
    <ConfirmModal
      open={open}
      title={t('order.actions.declineTitle')}
      confirmLabel={t('order.actions.decline')}
      danger
      onConfirm={confirm}
      onClose={close}
      loading={isLoading}
      error={error}
    >
      <p>{t('order.actions.declineText')}</p>
      <FormField
        label={t('order.actions.declineReason')}
        htmlFor={reasonId}
        hint={t('order.actions.declineReasonHint', { max: DECLINE_REASON_MAX_LENGTH })}
      >
        <TextArea
          id={reasonId}
          rows={3}
          value={reason}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </ConfirmModal>
  );
}
