import { useTranslation } from 'react-i18next';
import { CLIENT_VIEW_OF_STATUS, type OrderStatus } from '@inkwell/contracts';
import { StyledStatusBadge, type StatusTone } from './styled';

const TONE_OF_STATUS: Record<OrderStatus, StatusTone> = {
  open: 'info',
  processing_cw: 'warning',
  ready_for_pr: 'warning',
  processing_pr: 'warning',
  in_revision: 'warning',
  rejection_requested: 'danger',
  ready_for_client: 'success',
  accepted: 'neutral',
  rejected: 'danger',
  canceled: 'neutral',
};

/** An order's detailed status as a coloured label; the title names the client view it belongs to. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <StyledStatusBadge $tone={TONE_OF_STATUS[status]} title={t(`clientViews.${CLIENT_VIEW_OF_STATUS[status]}`)}>
      {t(`orderStatus.${status}`)}
    </StyledStatusBadge>
  );
}
