import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, FormField, TextField, useToast } from '@inkwell/ui-kit';
import type { AdminDepositDto } from '@inkwell/contracts';
import { ConfirmModal, errorToText } from '@inkwell/web-kit';
import { useSettleDepositMutation } from '../api/billing-api';

/** Bank references on statements are short; a longer text is a paste gone wrong. */
const REFERENCE_MAX_LENGTH = 100;

interface SettleDepositModalProps {
  /** The pending bank transfer whose money arrived; null keeps the dialog closed. */
  deposit: AdminDepositDto | null;
  onClose: () => void;
}

/** Records an incoming bank transfer: core-api credits the client once, a second attempt answers 409. */
export function SettleDepositModal({ deposit, onClose }: SettleDepositModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reference, setReference] = useState('');
  const [settleDeposit, { isLoading, error, reset }] = useSettleDepositMutation();

  const close = () => {
    reset();
    setReference('');
    onClose();
  };
  const confirm = async () => {
    if (!deposit) return;
    const bankReference = reference.trim();
    const result = await settleDeposit({ id: deposit.id, ...(bankReference ? { reference: bankReference } : {}) });
    if ('data' in result && result.data) {
      toast.show(t('billing.settle.done', { id: deposit.id }), 'success');
      close();
    }
  };

  const currency = deposit?.currency.iso4217;
  return (
    <ConfirmModal
      open={deposit !== null}
      title={t('billing.settle.title', { id: deposit?.id ?? '' })}
      confirmLabel={t('billing.settle.confirm')}
      onConfirm={() => void confirm()}
      onClose={close}
      loading={isLoading}
      error={error ? errorToText(error, t) : undefined}
    >
      {deposit && (
        <p>
          {t('billing.settle.summary', {
            client: deposit.clientName,
            gross: formatMoney(deposit.amountGross, currency),
            amount: formatMoney(deposit.amountNet, currency),
            date: formatDate(deposit.createdAt),
          })}
        </p>
      )}
      <FormField label={t('billing.settle.reference')} htmlFor="settle-deposit-reference" hint={t('billing.settle.referenceHint')}>
        <TextField
          id="settle-deposit-reference"
          value={reference}
          maxLength={REFERENCE_MAX_LENGTH}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
    </ConfirmModal>
  );
}
