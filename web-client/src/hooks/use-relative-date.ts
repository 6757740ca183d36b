import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate, type DateInput } from '@inkwell/ui-kit';

/** formatRelativeDate with the interface language's labels ("in 5 hours", "vor 2 Tagen"). */
export function useRelativeDate(): (value: DateInput, now?: Date) => string {
  const { t } = useTranslation();
  return useCallback(
    (value: DateInput, now: Date = new Date()) =>
      formatRelativeDate(value, now, {
        justNow: () => t('relativeDate.justNow'),
        minutesAgo: (count) => t('relativeDate.minutesAgo', { count }),
        hoursAgo: (count) => t('relativeDate.hoursAgo', { count }),
        daysAgo: (count) => t('relativeDate.daysAgo', { count }),
        inMinutes: (count) => t('relativeDate.inMinutes', { count }),
        inHours: (count) => t('relativeDate.inHours', { count }),
        inDays: (count) => t('relativeDate.inDays', { count }),
      }),
    [t],
  );
}
