import { useTranslation } from 'react-i18next';
import { Alert, formatDate } from '@inkwell/ui-kit';
import type { BillingSettings } from '@inkwell/contracts';

/** Spec §8: what the legal check of the billing information found (INVALID blocks the account). */
export function LegalStatusMessage({ settings }: { settings: BillingSettings }) {
  const { t } = useTranslation();
  switch (settings.status) {
    case 'INVALID':
      return <Alert variant="danger">{t('billing.legal.INVALID')}</Alert>;
    case 'VALID':
      return (
        <Alert variant="success">
          {t('billing.legal.VALID', { date: formatDate(settings.legalInfoLastCheckedAt ?? settings.lastVatNumberValidationAt) })}
        </Alert>
      );
    case 'NEEDS_VALIDATION':
      return <Alert variant="info">{t('billing.legal.NEEDS_VALIDATION')}</Alert>;
  }
}
