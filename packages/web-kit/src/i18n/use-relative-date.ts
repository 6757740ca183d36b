import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate, type DateInput, type RelativeDateLabels } from '@inkwell/ui-kit';

/** Spec §9 relative dates ('in 5 hours', 'vor 2 Tagen') in the interface language. */
export function useRelativeDate(): (value: DateInput, now?: Date) => string {
  const { t } = useTranslation();
  const labels = useMemo<RelativeDateLabels>(
    () => ({
      justNow: () => t('relativeDate.justNow'),
      never: () => t('relativeDate.never'),
      minutesAgo: (count) => t('relativeDate.minutesAgo', { count }),
      hoursAgo: (count) => t('relativeDate.hoursAgo', { count }),
      daysAgo: (count) => t('relativeDate.daysAgo', { count }),
      inMinutes: (count) => t('relativeDate.inMinutes', { count }),
      inHours: (count) => t('relativeDate.inHours', { count }),
      inDays: (count) => t('relativeDate.inDays', { count }),
    }),
    [t],
  );
  return useCallback((value: DateInput, now: Date = new Date()) => formatRelativeDate(value, now, labels), [labels]);
}
