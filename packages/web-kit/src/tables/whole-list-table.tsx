import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@inkwell/ui-kit';
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

const NO_PAGES = () => undefined;

/** A list core-api answers whole, in the kit's table: one page of every row, its texts in the interface language. */
export function WholeListTable<Row extends { id: number | string }>({ result, label, columns, emptyState }: WholeListTableProps<Row>) {
  const { t } = useTranslation();
  const tableLabels = useDataTableLabels();
  const rows = result.data ?? [];
  return (
    <DataTable<Row>
      {...tableLabels}
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      total={rows.length}
      loading={result.isFetching}
      error={result.error ? errorToText(result.error, t) : undefined}
      page={0}
      pageSize={100}
      onPageChange={NO_PAGES}
      onPageSizeChange={NO_PAGES}
      emptyState={emptyState}
    />
  );
}
