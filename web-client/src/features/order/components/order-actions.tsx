import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import * as yup from 'yup';
import { Alert, Button } from '@inkwell/ui-kit';
import { AUTO_ACCEPT_WORKING_DAYS, MAX_REVISIONS, type OrderDto, type OrderRating } from '@inkwell/contracts';
import { FormikTextArea, selectCurrentUser, useLocalizedPath } from '@inkwell/web-kit';
import {
  useAcceptOrderMutation,
  useCancelOrderMutation,
  useRejectOrderMutation,
  useReviseOrderMutation,
} from '../api/order-api';
import { OrderActionModal } from './order-action-modal';
import { canExtendDeadline, canReassign } from './order-action-states';
import { ExtendDeadlineDialog } from './extend-deadline-dialog';
import { ReassignDialog } from './reassign-dialog';
import { StarRating } from './star-rating';
import { StyledActionArea, StyledActions, StyledActionWithReason, StyledReason } from './styled';

type OrderAction = 'accept' | 'revise' | 'reject' | 'cancel' | 'extend' | 'reassign';

const RATING_CRITERIA = ['content', 'form', 'readability', 'communication'] as const satisfies readonly (keyof OrderRating)[];
const noRating: OrderRating = { content: 0, form: 0, readability: 0, communication: 0 };
const TEXT_MAX = 2000;

/** A button that may be unavailable, with the reason shown beneath it and announced with it. */
function ActionButton({ id, label, reason, onClick }: { id: string; label: string; reason?: string; onClick: () => void }) {
  const reasonId = `${id}-reason`;
  return (
    <StyledActionWithReason>
      <Button variant="secondary" disabled={reason !== undefined} aria-describedby={reason ? reasonId : undefined} onClick={onClick}>
        {label}
      </Button>
      {reason && <StyledReason id={reasonId}>{reason}</StyledReason>}
    </StyledActionWithReason>
  );
}

/**
 * Spec §4 client actions: ready → accept, revise, request rejection; open → cancel; while a linguist works →
 * extend the deadline, and before she submits → reassign (`order-action-states`). Any order can be copied.
 */
export function OrderActions({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const user = useSelector(selectCurrentUser);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [action, setAction] = useState<OrderAction | null>(null);
  const [acceptOrder] = useAcceptOrderMutation();
  const [reviseOrder] = useReviseOrderMutation();
  const [rejectOrder] = useRejectOrderMutation();
  const [cancelOrder] = useCancelOrderMutation();
  const ref = { id: order.id, projectId: order.projectId };
  const close = () => setAction(null);

  const schemas = useMemo(
    () => ({
      accept: yup.object(
        Object.fromEntries(
          RATING_CRITERIA.map((criterion) => [
            criterion,
            yup.number().min(1, t('order.accept.ratingRequired')).max(5, t('order.accept.ratingRequired')),
          ]),
        ),
      ),
      revise: yup.object({
        comment: yup.string().trim().required(t('validation.required')).max(TEXT_MAX, t('order.textTooLong', { max: TEXT_MAX })),
      }),
      reject: yup.object({
        reason: yup.string().trim().required(t('validation.required')).max(TEXT_MAX, t('order.textTooLong', { max: TEXT_MAX })),
      }),
    }),
    [t],
  );

  const ready = order.status === 'ready_for_client';
  // Staff may give a client its own count (decision 056); a session from before that field counts the platform's.
  const autoAcceptDays = user && 'autoAcceptDays' in user ? user.autoAcceptDays : AUTO_ACCEPT_WORKING_DAYS;
  const revisionsLeft = order.revisionsCount < MAX_REVISIONS;

  return (
    <StyledActionArea>
      {ready && <Alert variant="info">{t('order.readyNote', { days: autoAcceptDays })}</Alert>}
      <StyledActions>
        {ready && (
          <>
            <Button onClick={() => setAction('accept')}>{t('order.accept.open')}</Button>
            <ActionButton
              id="revise"
              label={t('order.revise.open')}
              reason={revisionsLeft ? undefined : t('order.revise.noneLeft', { max: MAX_REVISIONS })}
              onClick={() => setAction('revise')}
            />
            <ActionButton
              id="reject"
              label={t('order.reject.open')}
              reason={order.revisionsCount >= 1 ? undefined : t('order.reject.needsRevision')}
              onClick={() => setAction('reject')}
            />
          </>
        )}
        {order.status === 'open' && (
          <Button variant="danger" onClick={() => setAction('cancel')}>
            {t('order.cancel.open')}
          </Button>
        )}
        {canExtendDeadline(order) && (
          <Button variant="secondary" onClick={() => setAction('extend')}>
            {t('order.extend.open')}
          </Button>
        )}
        {canReassign(order) && (
          <Button variant="secondary" onClick={() => setAction('reassign')}>
            {t('order.reassign.open')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => navigate(`${localized('/orders/copy')}?orderId=${order.id}`)}>
          {t('order.copy')}
        </Button>
      </StyledActions>

      <OrderActionModal<OrderRating>
        open={action === 'accept'}
        onClose={close}
        title={t('order.accept.title')}
        submitLabel={t('order.accept.submit')}
        initialValues={noRating}
        schema={schemas.accept}
        run={(rating) => acceptOrder({ ...ref, rating }).unwrap()}
        successMessage={t('order.accept.done')}
      >
        <p>{t('order.accept.intro')}</p>
        {RATING_CRITERIA.map((criterion) => (
          <StarRating key={criterion} name={criterion} label={t(`order.rating.${criterion}`)} />
        ))}
      </OrderActionModal>

      <OrderActionModal<{ comment: string }>
        open={action === 'revise'}
        onClose={close}
        title={t('order.revise.title')}
        submitLabel={t('order.revise.submit')}
        initialValues={{ comment: '' }}
        schema={schemas.revise}
        run={({ comment }) => reviseOrder({ ...ref, comment: comment.trim() }).unwrap()}
        successMessage={t('order.revise.done')}
      >
        <p>{t('order.revise.intro', { used: order.revisionsCount, max: MAX_REVISIONS })}</p>
        <FormikTextArea id="revision-comment" name="comment" label={t('order.revise.comment')} required maxLength={TEXT_MAX} />
      </OrderActionModal>

      <OrderActionModal<{ reason: string }>
        open={action === 'reject'}
        onClose={close}
        title={t('order.reject.title')}
        submitLabel={t('order.reject.submit')}
        submitVariant="danger"
        initialValues={{ reason: '' }}
        schema={schemas.reject}
        run={({ reason }) => rejectOrder({ ...ref, reason: reason.trim() }).unwrap()}
        successMessage={t('order.reject.done')}
      >
        <p>{t('order.reject.intro')}</p>
        <FormikTextArea id="rejection-reason" name="reason" label={t('order.reject.reason')} required maxLength={TEXT_MAX} />
      </OrderActionModal>

      <OrderActionModal<Record<string, never>>
        open={action === 'cancel'}
        onClose={close}
        title={t('order.cancel.title')}
        submitLabel={t('order.cancel.submit')}
        submitVariant="danger"
        initialValues={{}}
        run={() => cancelOrder(ref).unwrap()}
        successMessage={t('order.cancel.done')}
      >
        <p>{t('order.cancel.intro')}</p>
      </OrderActionModal>

      <ExtendDeadlineDialog order={order} open={action === 'extend'} onClose={close} />
      <ReassignDialog order={order} open={action === 'reassign'} onClose={close} />
    </StyledActionArea>
  );
}
