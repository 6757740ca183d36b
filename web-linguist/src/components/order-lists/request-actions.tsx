import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, useToast } from '@inkwell/ui-kit';
import { ButtonRow, errorToText, useLocalizedPath } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useTakeOrderMutation } from '../../api/order-actions-api';
import { DeclineRequestDialog } from '../decline-request-dialog';

/** Take or decline a direct request from its row; each button names the order for screen readers. */
export function RequestActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [declining, setDeclining] = useState(false);
  const [take, { isLoading }] = useTakeOrderMutation();

  const takeOrder = async () => {
    try {
      await take(order.id).unwrap();
      toast.show(t('order.actions.taken'), 'success');
      navigate(localized(`/order/${order.id}`));
    } catch (error) {
      toast.show(errorToText(error, t), 'danger');
    }
  };

  return (
    <ButtonRow>
      <Button size="sm" onClick={takeOrder} loading={isLoading} aria-label={t('dashboard.orders.takeNamed', { title: order.title })}>
        {t('order.actions.take')}
      </Button>
      <Button
        size="sm"
        variant="danger"
        onClick={() => setDeclining(true)}
        aria-label={t('dashboard.orders.declineNamed', { title: order.title })}
      >
        {t('order.actions.decline')}
      </Button>
      <DeclineRequestDialog orderId={order.id} open={declining} onClose={() => setDeclining(false)} />
    </ButtonRow>
  );
}
