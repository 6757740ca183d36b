import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, useToast } from '@inkwell/ui-kit';
import { ButtonRow, ConfirmModal, errorToText, useLocalizedPath } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { DeclineRequestDialog } from '../../../components/decline-request-dialog';
import { useReleaseOrderMutation, useReserveOrderMutation, useTakeOrderMutation } from '../api/order-api';
import type { OrderAbilities } from '../order-abilities';
import { ProofreadingDecisionDialog, type ProofreadingDecision } from './proofreading-decision-dialog';

type Confirming = 'release' | 'decline' | ProofreadingDecision | null;

/**
 * Take, reserve, release and decline, and the proofreader's send back and reject (decision 048), each offered
 * only when the order's state allows it.
 */
export function OrderActions({ order, abilities }: { order: OrderDto; abilities: OrderAbilities }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [take, takeState] = useTakeOrderMutation();
  const [reserve, reserveState] = useReserveOrderMutation();
  const [release, releaseState] = useReleaseOrderMutation();

  const openConfirm = (action: Confirming) => {
    setConfirmError(null);
    setConfirming(action);
  };

  const takeOrder = async () => {
    try {
      await take(order.id).unwrap();
      toast.show(t('order.actions.taken'), 'success');
      // The editor lives on the text tab; the refetched order opens it there.
      navigate(localized(`/order/${order.id}`));
    } catch (error) {
      toast.show(errorToText(error, t), 'danger');
    }
  };

  const reserveOrder = async () => {
    try {
      await reserve(order.id).unwrap();
      toast.show(t('order.actions.reserved'), 'success');
    } catch (error) {
      toast.show(errorToText(error, t), 'danger');
    }
  };

  const releaseOrder = async () => {
    try {
      await release(order.id).unwrap();
      setConfirming(null);
      toast.show(
        t(abilities.release === 'reservation' ? 'order.actions.reservationReleased' : 'order.actions.released'),
        'success',
      );
    } catch (error) {
      setConfirmError(errorToText(error, t));
    }
  };

  const releasingReservation = abilities.release === 'reservation';

  return (
    <ButtonRow>
      {abilities.take && (
        <Button onClick={takeOrder} loading={takeState.isLoading}>
          {t('order.actions.take')}
        </Button>
      )}
      {abilities.reserve && (
        <Button variant="secondary" onClick={reserveOrder} loading={reserveState.isLoading}>
          {t('order.actions.reserve')}
        </Button>
      )}
      {abilities.release && (
        <Button variant="secondary" onClick={() => openConfirm('release')}>
          {t('order.actions.release')}
        </Button>
      )}
      {abilities.decline && (
        <Button variant="danger" onClick={() => openConfirm('decline')}>
          {t('order.actions.decline')}
        </Button>
      )}
      {abilities.proofreadingDecisions && (
        <>
          <Button variant="secondary" onClick={() => openConfirm('revise')}>
            {t('order.actions.sendBack')}
          </Button>
          <Button variant="danger" onClick={() => openConfirm('reject')}>
            {t('order.actions.reject')}
          </Button>
        </>
      )}
      <ConfirmModal
        open={confirming === 'release'}
        title={t(releasingReservation ? 'order.actions.releaseReservationTitle' : 'order.actions.releaseTitle')}
        confirmLabel={t('order.actions.release')}
        danger
        onConfirm={releaseOrder}
        onClose={() => setConfirming(null)}
        loading={releaseState.isLoading}
        error={confirmError}
      >
        <p>{t(releasingReservation ? 'order.actions.releaseReservationText' : 'order.actions.releaseText')}</p>
      </ConfirmModal>
      <DeclineRequestDialog
        orderId={order.id}
        open={confirming === 'decline'}
        onClose={() => setConfirming(null)}
        // Declined, the request is no longer mine: back to the requests that remain.
        onDeclined={() => navigate(localized('/orders/requested'))}
      />
      <ProofreadingDecisionDialog
        orderId={order.id}
        decision={confirming === 'revise' || confirming === 'reject' ? confirming : null}
        onClose={() => setConfirming(null)}
      />
    </ButtonRow>
  );
}
