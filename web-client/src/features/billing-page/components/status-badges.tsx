import { useTranslation } from 'react-i18next';
import type { DepositStatus, InvoiceStatus } from '@inkwell/contracts';
import { StyledBadge, type BadgeTone } from './styled';

/** Waiting for money reads as in progress, money arrived as success, nothing more to come as neutral. */
const INVOICE_TONES: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: 'neutral',
  OPEN: 'info',
  PENDING: 'progress',
  PROCESSING: 'progress',
  PAID: 'success',
  CANCELED: 'neutral',
};

const DEPOSIT_TONES: Record<DepositStatus, BadgeTone> = {
  PENDING: 'progress',
  PROCESSING: 'info',
  PAID: 'success',
  FAILED: 'danger',
  CANCELED: 'neutral',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <StyledBadge $tone={INVOICE_TONES[status]}>{t(`billingPage.invoiceStatus.${status}`)}</StyledBadge>;
}

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return <StyledBadge $tone={DEPOSIT_TONES[status]}>{t(`billingPage.depositStatus.${status}`)}</StyledBadge>;
}
