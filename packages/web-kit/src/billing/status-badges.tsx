import type { DepositStatus, InvoiceStatus } from '@inkwell/contracts';
import { StyledStatusBadge, type StatusTone } from '../orders/styled';
import { useBillingLabels } from './use-billing-labels';

/** Waiting for money reads as in progress, money arrived as success, nothing more to come as neutral. */
const INVOICE_TONES: Record<InvoiceStatus, StatusTone> = {
  DRAFT: 'neutral',
  OPEN: 'info',
  PENDING: 'progress',
  PROCESSING: 'progress',
  PAID: 'success',
  CANCELED: 'neutral',
};

const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  PENDING: 'progress',
  PROCESSING: 'info',
  PAID: 'success',
  FAILED: 'danger',
  CANCELED: 'neutral',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const labels = useBillingLabels();
  return <StyledStatusBadge $tone={INVOICE_TONES[status]}>{labels.invoiceStatus(status)}</StyledStatusBadge>;
}

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const labels = useBillingLabels();
  return <StyledStatusBadge $tone={DEPOSIT_TONES[status]}>{labels.depositStatus(status)}</StyledStatusBadge>;
}
