import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@inkwell/contracts';
import { useReassignOrderMutation } from '../api/order-insights-api';
import { OrderActionModal } from './order-action-modal';

/** Decision 049: the stage taken but not yet submitted goes back to its pool; the money stays reserved. */
export function ReassignDialog({ order, open, onClose }: { order: OrderDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [reassignOrder] = useReassignOrderMutation();
  const stage = order.status === 'processing_pr' ? 'proofreader' : 'writer';
  return (
    <OrderActionModal<Record<string, never>>
      open={open}
      onClose={onClose}
      title={t('order.reassign.title')}
      submitLabel={t('order.reassign.submit')}
      submitVariant="danger"
      initialValues={{}}
      run={() => reassignOrder({ id: order.id, projectId: order.projectId }).unwrap()}
      successMessage={t('order.reassign.done')}
    >
      <p>{t(`order.reassign.intro.${stage}`)}</p>
      <p>{t('order.reassign.money')}</p>
    </OrderActionModal>
  );
}
