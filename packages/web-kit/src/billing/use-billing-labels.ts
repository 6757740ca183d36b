import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, InvoiceStatus, InvoiceType, PaymentMethod } from '@inkwell/contracts';
import { BILLING_COMMON_TEXTS_KEY } from './billing-texts';

export interface BillingLabels {
  invoiceStatus: (status: InvoiceStatus) => string;
  invoiceType: (type: InvoiceType) => string;
  depositStatus: (status: DepositStatus) => string;
  paymentMethod: (method: PaymentMethod) => string;
}

/** The translated names of billing statuses, document types and payment methods. */
export function useBillingLabels(): BillingLabels {
  const { t } = useTranslation();
  return useMemo(() => {
    const text = (path: string) => t(`${BILLING_COMMON_TEXTS_KEY}.${path}`);
    return {
      invoiceStatus: (status) => text(`invoiceStatus.${status}`),
      invoiceType: (type) => text(`invoiceType.${type}`),
      depositStatus: (status) => text(`depositStatus.${status}`),
      paymentMethod: (method) => text(`paymentMethod.${method}`),
    };
  }, [t]);
}
