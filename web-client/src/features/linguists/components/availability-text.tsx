import { useTranslation } from 'react-i18next';
import { formatDate } from '@inkwell/ui-kit';
import type { LinguistAvailability } from '@inkwell/contracts';

/** "Available", "Away" or "Away until 12.05.2025" (the day she is back). */
export function AvailabilityText({ availability }: { availability: LinguistAvailability }) {
  const { t } = useTranslation();
  if (availability.status === 'available') return <>{t('linguists.profile.available')}</>;
  return <>{availability.until ? t('linguists.profile.awayUntil', { date: formatDate(availability.until) }) : t('linguists.profile.away')}</>;
}
