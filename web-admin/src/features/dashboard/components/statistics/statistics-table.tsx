import type { ReactNode } from 'react';
import { StyledTable, StyledTableScroll } from './styled';

export interface StatisticsColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** numbers align right */
  numeric?: boolean;
}

interface StatisticsTableProps<Row> {
  label: string;
  columns: StatisticsColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** the totals row, its first cell a row header */
  footer?: Row;
}

/** The figures behind a chart: its accessible alternative, scrolling sideways inside its card when narrow. */
export function StatisticsTable<Row>({ label, columns, rows, rowKey, footer }: StatisticsTableProps<Row>) {
  const cells = (row: Row, header: boolean) =>
    columns.map((column, index) =>
      header && index === 0 ? (
        <th key={column.id} scope="row">
          {column.cell(row)}
        </th>
      ) : (
        <td key={column.id} data-numeric={column.numeric === true}>
          {column.cell(row)}
        </td>
      ),
    );
  return (
    // A region that scrolls takes the focus, so it scrolls by keyboard too.
    <StyledTableScroll role="region" aria-label={label} tabIndex={0}>
      <StyledTable>
        <caption>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" data-numeric={column.numeric === true}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row, true)}</tr>
          ))}
        </tbody>
        {footer && (
          <tfoot>
            <tr>{cells(footer, true)}</tr>
          </tfoot>
        )}
      </StyledTable>
    </StyledTableScroll>
  );
}
