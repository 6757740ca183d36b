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

export interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** Shown on hover, e.g. the client view the status belongs to. */
  title?: string;
}

export function OrderStatusBadge({ status, title }: OrderStatusBadgeProps) {
  const label = useOrderStatusLabel();
  return (
    <StyledStatusBadge $tone={TONE_OF_STATUS[status]} title={title}>
      {label(status)}
    </StyledStatusBadge>
  );
}
