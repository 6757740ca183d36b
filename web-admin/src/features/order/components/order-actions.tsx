import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@inkwell/ui-kit';
import { ButtonRow, ConfirmModal, errorToText } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { adminOrderActions, workingLinguist, type AdminOrderAction } from '../admin-order-actions';
import {
  useCancelAsLinguistMutation,
  useCancelOrderMutation,
  useConfirmRejectionMutation,
  useDeclineRejectionMutation,
} from '../api/order-api';

/** Destructive actions confirm with a danger button; declining a rejection request only sends the text back. */
const DANGER: Record<AdminOrderAction, boolean> = {
  confirmRejection: true,
  declineRejection: false,
  cancel: true,
  cancelAsLinguist: true,
};

/** The admin's order actions the status allows, each behind a confirm dialog. */
export function OrderActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [confirming, setConfirming] = useState<AdminOrderAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRejection, confirmRejectionState] = useConfirmRejectionMutation();
  const [declineRejection, declineRejectionState] = useDeclineRejectionMutation();
  const [cancelOrder, cancelOrderState] = useCancelOrderMutation();
  const [cancelAsLinguist, cancelAsLinguistState] = useCancelAsLinguistMutation();
  const working = workingLinguist(order);

  const run: Record<AdminOrderAction, () => Promise<unknown>> = {
    confirmRejection: () => confirmRejection(order.id).unwrap(),
    declineRejection: () => declineRejection(order.id).unwrap(),
    cancel: () => cancelOrder(order.id).unwrap(),
    cancelAsLinguist: () =>
      working ? cancelAsLinguist({ id: order.id, linguistId: working.linguist.id }).unwrap() : Promise.resolve(),
  };
  const loading =
    confirmRejectionState.isLoading ||
    declineRejectionState.isLoading ||
    cancelOrderState.isLoading ||
    cancelAsLinguistState.isLoading;

  const confirm = async () => {
    if (!confirming) return;
    try {
      await run[confirming]();
      toast.show(t(`order.actions.${confirming}.done`), 'success');
      setConfirming(null);
    } catch (caught) {
      setError(errorToText(caught, t));
    }
  };

  const textOptions = {
    name: working?.linguist.nickname ?? working?.linguist.id,
    role: working ? t(`order.actions.roles.${working.role}`) : '',
  };

  return (
    <ButtonRow>
      {adminOrderActions(order).map((action) => (
        <Button
          key={action}
          variant={DANGER[action] ? 'danger' : 'secondary'}
          onClick={() => {
            setError(null);
            setConfirming(action);
          }}
        >
          {t(`order.actions.${action}.button`)}
        </Button>
      ))}
      <ConfirmModal
        open={confirming !== null}
        title={confirming ? t(`order.actions.${confirming}.title`) : ''}
        confirmLabel={confirming ? t(`order.actions.${confirming}.button`) : ''}
        danger={confirming ? DANGER[confirming] : false}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
        loading={loading}
        error={error}
      >
        {confirming && <p>{t(`order.actions.${confirming}.text`, textOptions)}</p>}
      </ConfirmModal>
    </ButtonRow>
  );
}
