import { useTranslation } from 'react-i18next';
import { Alert, formatDate } from '@inkwell/ui-kit';
import type { BillingSettings } from '@inkwell/contracts';

export interface LegalStatusMessageProps {
  settings: BillingSettings;
  /** `own` speaks to the client, `staff` about the client whose page it is */
  voice?: 'own' | 'staff';
}

/** Spec §8: what the legal check of the billing information found (INVALID blocks the account). */
export function LegalStatusMessage({ settings, voice = 'own' }: LegalStatusMessageProps) {
  const { t } = useTranslation();
  const key = `billingSettings.${voice}.legal`;
  switch (settings.status) {
    case 'INVALID':
      return <Alert variant="danger">{t(`${key}.INVALID`)}</Alert>;
    case 'VALID':
      return (
        <Alert variant="success">
          {t(`${key}.VALID`, { date: formatDate(settings.legalInfoLastCheckedAt ?? settings.lastVatNumberValidationAt) })}
        </Alert>
      );
    case 'NEEDS_VALIDATION':
      return <Alert variant="info">{t(`${key}.NEEDS_VALIDATION`)}</Alert>;
  }
}
