import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from '@inkwell/ui-kit';

export type DataTableLabels = Pick<
  DataTableProps<unknown>,
  | 'searchPlaceholder'
  | 'searchLabel'
  | 'rowsPerPageLabel'
  | 'pageLabel'
  | 'previousPageLabel'
  | 'nextPageLabel'
  | 'firstPageLabel'
  | 'lastPageLabel'
  | 'pageOfLabel'
  | 'sortedLabel'
  | 'loadingLabel'
  | 'noResultsTitle'
  | 'noResultsHint'
>;

/** The kit table's own texts (search, paging, no results) in the interface language. */
export function useDataTableLabels(): DataTableLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      searchPlaceholder: t('table.search'),
      searchLabel: t('table.search'),
      rowsPerPageLabel: t('table.rowsPerPage'),
      pageLabel: (from: number, to: number, total: number) => t('table.page', { from, to, total }),
      previousPageLabel: t('table.previousPage'),
      nextPageLabel: t('table.nextPage'),
      firstPageLabel: t('table.firstPage'),
      lastPageLabel: t('table.lastPage'),
      pageOfLabel: (page: number, pages: number) => t('table.pageOf', { page, pages }),
      sortedLabel: (column: string, direction: 'asc' | 'desc') =>
        t(direction === 'asc' ? 'table.sortedAscending' : 'table.sortedDescending', { column }),
      loadingLabel: t('table.loading'),
      noResultsTitle: t('table.noResultsTitle'),
      noResultsHint: t('table.noResultsHint'),
    }),
    [t],
  );
}
