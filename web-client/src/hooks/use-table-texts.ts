import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableProps } from '@inkwell/ui-kit';

type TableTexts = Pick<
  DataTableProps<unknown>,
  | 'noResultsTitle'
  | 'noResultsHint'
  | 'searchPlaceholder'
  | 'searchLabel'
  | 'rowsPerPageLabel'
  | 'pageLabel'
  | 'previousPageLabel'
  | 'nextPageLabel'
  | 'loadingLabel'
>;

/** The data table's own texts in the interface language. */
export function useTableTexts(): TableTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      noResultsTitle: t('table.noResultsTitle'),
      noResultsHint: t('table.noResultsHint'),
      searchPlaceholder: t('table.search'),
      searchLabel: t('table.search'),
      rowsPerPageLabel: t('table.rowsPerPage'),
      pageLabel: (from: number, to: number, total: number) => t('table.pageLabel', { from, to, total }),
      previousPageLabel: t('table.previousPage'),
      nextPageLabel: t('table.nextPage'),
      loadingLabel: t('table.loading'),
    }),
    [t],
  );
}
