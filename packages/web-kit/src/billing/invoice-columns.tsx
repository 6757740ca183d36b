import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { CurrencyIso, InvoiceDto } from '@inkwell/contracts';
import { BILLING_COMMON_TEXTS_KEY } from './billing-texts';
import { moneyColumn } from './money-column';
import { InvoiceStatusBadge } from './status-badges';
import { useBillingLabels } from './use-billing-labels';

/** What an invoice or an invoice position costs, in one currency. */
export interface BillingAmounts {
  amountNet: number;
  tax: number;
  amountGross: number;
  currency: CurrencyIso;
}

type ColumnKey = 'number' | 'type' | 'status' | 'issued' | 'due' | 'net' | 'tax' | 'gross';

function useColumnHeader(): (key: ColumnKey) => string {
  const { t } = useTranslation();
  return useMemo(() => (key: ColumnKey) => t(`${BILLING_COMMON_TEXTS_KEY}.columns.${key}`), [t]);
}

/** Net, VAT and gross of invoices and positions, under the shared headers. */
export function useAmountColumns<Row extends BillingAmounts>(): DataTableColumn<Row>[] {
  const header = useColumnHeader();
  return useMemo(() => {
    const currency = (row: Row) => row.currency;
    return [
      moneyColumn<Row>('net', header('net'), (row) => row.amountNet, currency),
      moneyColumn<Row>('tax', header('tax'), (row) => row.tax, currency),
      moneyColumn<Row>('gross', header('gross'), (row) => row.amountGross, currency),
    ];
  }, [header]);
}

/** What only one app's invoice table shows; give them memoised, or the columns are rebuilt on every render. */
export interface InvoiceColumnExtras<Row extends InvoiceDto> {
  /** Columns right after the number, e.g. the back office's client. */
  afterNumber?: readonly DataTableColumn<Row>[];
  /** The last column: what the app offers on an invoice (its PDF, a cancellation). */
  actions: DataTableColumn<Row>;
}

const NO_COLUMNS: readonly never[] = [];

/** The invoice table both apps show: number, type, status, dates and amounts, with the app's extras. */
export function useInvoiceColumns<Row extends InvoiceDto>({
  afterNumber = NO_COLUMNS,
  actions,
}: InvoiceColumnExtras<Row>): DataTableColumn<Row>[] {
  const header = useColumnHeader();
  const labels = useBillingLabels();
  const amounts = useAmountColumns<Row>();
  return useMemo(
    () => [
      { id: 'number', header: header('number'), cell: (invoice) => invoice.number },
      ...afterNumber,
      { id: 'type', header: header('type'), cell: (invoice) => labels.invoiceType(invoice.type) },
      { id: 'status', header: header('status'), cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
      { id: 'issued', header: header('issued'), cell: (invoice) => formatDate(invoice.issuedAt) },
      { id: 'due', header: header('due'), cell: (invoice) => formatDate(invoice.dueAt) },
      ...amounts,
      actions,
    ],
    [header, labels, amounts, afterNumber, actions],
  );
}
