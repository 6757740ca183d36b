import type { OrderStatus } from '@inkwell/contracts';
import { StyledStatusBadge, type StatusTone } from './styled';
import { useOrderStatusLabel } from './use-order-labels';

/** Colour groups: waiting for a linguist, being worked on, done well, needs attention, over. */
const TONE_OF_STATUS: Record<OrderStatus, StatusTone> = {
  open: 'info',
  ready_for_pr: 'info',
  processing_cw: 'progress',
  processing_pr: 'progress',
  in_revision: 'progress',
  ready_for_client: 'success',
  accepted: 'success',
  rejection_requested: 'danger',
  rejected: 'neutral',
  canceled: 'neutral',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const label = useOrderStatusLabel();
  return <StyledStatusBadge $tone={TONE_OF_STATUS[status]}>{label(status)}</StyledStatusBadge>;
}
