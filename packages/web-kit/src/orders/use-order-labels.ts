import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeDate, type DataTableProps, type DateInput, type RelativeDateLabels } from '@inkwell/ui-kit';
import type { OrderStatus } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY } from './order-texts';

const key = (path: string) => `${ORDER_TEXTS_KEY}.${path}`;

/** The translated label of an order status (spec §4). */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { t } = useTranslation();
  return useCallback((status: OrderStatus) => t(key(`status.${status}`)), [t]);
}

/** Spec §4 quality levels ('premium' → 'Expert'); a code the app does not know shows as it is. */
export function useLevelLabel(): (level: string) => string {
  const { t } = useTranslation();
  return useCallback((level: string) => t(key(`levels.${level}`), { defaultValue: level }), [t]);
}

/** Spec §9 relative dates ('in 5 hours', '3 days ago') in the interface language. */
export function useRelativeDate(): (value: DateInput, now?: Date) => string {
  const { t } = useTranslation();
  const labels = useMemo<RelativeDateLabels>(
    () => ({
      justNow: () => t(key('relative.justNow')),
      never: () => t(key('relative.never')),
      minutesAgo: (count) => t(key('relative.minutesAgo'), { count }),
      hoursAgo: (count) => t(key('relative.hoursAgo'), { count }),
      daysAgo: (count) => t(key('relative.daysAgo'), { count }),
      inMinutes: (count) => t(key('relative.inMinutes'), { count }),
      inHours: (count) => t(key('relative.inHours'), { count }),
      inDays: (count) => t(key('relative.inDays'), { count }),
    }),
    [t],
  );
  return useCallback((value: DateInput, now: Date = new Date()) => formatRelativeDate(value, now, labels), [labels]);
}

type DataTableLabels = Pick<
  DataTableProps<unknown>,
  | 'searchPlaceholder'
  | 'searchLabel'
  | 'rowsPerPageLabel'
  | 'pageLabel'
  | 'previousPageLabel'
  | 'nextPageLabel'
  | 'loadingLabel'
  | 'noResultsTitle'
  | 'noResultsHint'
>;

/** The kit table's own texts (search, paging, no results) in the interface language. */
export function useDataTableLabels(): DataTableLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      searchPlaceholder: t(key('table.search')),
      searchLabel: t(key('table.search')),
      rowsPerPageLabel: t(key('table.rowsPerPage')),
      pageLabel: (from: number, to: number, total: number) => t(key('table.page'), { from, to, total }),
      previousPageLabel: t(key('table.previousPage')),
      nextPageLabel: t(key('table.nextPage')),
      loadingLabel: t(key('table.loading')),
      noResultsTitle: t(key('table.noResultsTitle')),
      noResultsHint: t(key('table.noResultsHint')),
    }),
    [t],
  );
}
