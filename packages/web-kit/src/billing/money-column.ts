import { formatMoney, type Currency, type DataTableColumn } from '@inkwell/ui-kit';

/** An amount in minor units, right-aligned and written in its currency. */
export function moneyColumn<Row>(
  id: string,
  header: string,
  amount: (row: Row) => number,
  currency: (row: Row) => Currency,
): DataTableColumn<Row> {
  return { id, header, align: 'right', cell: (row) => formatMoney(amount(row), currency(row)) };
}
