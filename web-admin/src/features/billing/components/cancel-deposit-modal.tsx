import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, useToast } from '@inkwell/ui-kit';
import type { AdminDepositDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useCancelDepositMutation } from '../api/billing-api';

interface CancelDepositModalProps {
  /** The pending bank transfer the client never paid; null keeps the dialog closed. */
  deposit: AdminDepositDto | null;
  onClose: () => void;
}

/**
 * Asks before core-api cancels a pending bank transfer and writes the cancellation of its deposit invoice
 * (decision 014); a deposit paid or cancelled meanwhile is answered 409, whose reason stays in the dialog.
 */
export function CancelDepositModal({ deposit, onClose }: CancelDepositModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [cancelDeposit, { isLoading, error, reset }] = useCancelDepositMutation();

  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!deposit) return;
    const result = await cancelDeposit(deposit.id);
    if ('data' in result && result.data) {
      const { cancellation } = result.data;
      toast.show(
        cancellation ? t('billing.cancelDeposit.done', { id: deposit.id, number: cancellation.number }) : t('billing.cancelDeposit.doneWithoutDocument', { id: deposit.id }),
        'success',
      );
      close();
    }
  };

  return (
    <ConfirmModal
      open={deposit !== null}
      title={t('billing.cancelDeposit.title', { id: deposit?.id ?? '' })}
      confirmLabel={t('billing.cancelDeposit.confirm')}
      cancelLabel={t('billing.cancelDeposit.back')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      danger
      error={error ? errorToText(error, t) : undefined}
    >
      {deposit && (
        <p>
          {t('billing.cancelDeposit.summary', {
            client: deposit.clientName,
            gross: formatMoney(deposit.amountGross, deposit.currency.iso4217),
            date: formatDate(deposit.createdAt),
          })}
        </p>
      )}
      <p>{t('billing.cancelDeposit.irreversible')}</p>
    </ConfirmModal>
  );
}
