import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, type PageSize } from '@inkwell/ui-kit';
import { errorToText } from '../api/error-to-text';
import { useDataTableLabels } from './use-data-table-labels';

export interface WholeListTableProps<Row extends { id: number | string }> {
  /** A call that answers the whole list (a client's groups, its recipients, the mail templates), as RTK Query gives it. */
  result: { data?: Row[]; isFetching: boolean; error?: unknown };
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  emptyState: ReactNode;
}

/**
 * A list core-api answers whole, in the kit's table, its texts in the interface language. Most such lists fit one
 * page of 100; a longer one (a big group, languages staff keep adding) is paged here, as it is all in hand already.
 */
export function WholeListTable<Row extends { id: number | string }>({ result, label, columns, emptyState }: WholeListTableProps<Row>) {
  const { t } = useTranslation();
  const tableLabels = useDataTableLabels();
  const [pageSize, setPageSize] = useState<PageSize>(100);
  const [wantedPage, setPage] = useState(0);
  const rows = result.data ?? [];
  // A removed row can leave the page past the end: show the last page there is.
  const page = Math.min(wantedPage, Math.max(Math.ceil(rows.length / pageSize) - 1, 0));
  return (
    <DataTable<Row>
      {...tableLabels}
      label={label}
      columns={columns}
      rows={rows.slice(page * pageSize, (page + 1) * pageSize)}
      rowKey={(row) => row.id}
      total={rows.length}
      loading={result.isFetching}
      error={result.error ? errorToText(result.error, t) : undefined}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      emptyState={emptyState}
    />
  );
}
