import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Seconds as a person says them, in the interface language: the largest unit and the one below it
 * ('2 days 3 hours', '45 minutes'), and 'less than a minute' below one.
 */
export function useDurationText(): (seconds: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (seconds: number) => {
      const units = [
        { key: 'order.duration.days', count: Math.floor(seconds / DAY) },
        { key: 'order.duration.hours', count: Math.floor((seconds % DAY) / HOUR) },
        { key: 'order.duration.minutes', count: Math.floor((seconds % HOUR) / MINUTE) },
      ];
      const largest = units.findIndex((unit) => unit.count > 0);
      if (largest === -1) return t('order.duration.underMinute');
      return units
        .slice(largest, largest + 2)
        .filter((unit) => unit.count > 0)
        .map((unit) => t(unit.key, { count: unit.count }))
        .join(' ');
    },
    [t],
  );
}
