import { useMemo } from 'react';
import { formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { DepositDto } from '@inkwell/contracts';
import { moneyColumn } from './money-column';
import { DepositStatusBadge } from './status-badges';
import { useBillingLabels } from './use-billing-labels';

/**
 * The deposit columns the apps' lists share, each made with the app's own header text: the back office speaks of
 * money to receive, the client of money paid. Columns only one app shows are written next to that list.
 */
export interface DepositColumns<Row extends DepositDto> {
  /** when the deposit was made, with the time */
  created: (header: string) => DataTableColumn<Row>;
  method: (header: string) => DataTableColumn<Row>;
  /** what the balance is credited */
  amount: (header: string) => DataTableColumn<Row>;
  fee: (header: string) => DataTableColumn<Row>;
  tax: (header: string) => DataTableColumn<Row>;
  /** what the client pays: amount, fee and VAT */
  gross: (header: string) => DataTableColumn<Row>;
  status: (header: string) => DataTableColumn<Row>;
}

export function useDepositColumns<Row extends DepositDto>(): DepositColumns<Row> {
  const labels = useBillingLabels();
  return useMemo(() => {
    const currency = (deposit: Row) => deposit.currency.iso4217;
    return {
      created: (header) => ({ id: 'created', header, cell: (deposit) => formatDate(deposit.createdAt, true) }),
      method: (header) => ({ id: 'method', header, cell: (deposit) => labels.paymentMethod(deposit.paymentMethod) }),
      amount: (header) => moneyColumn<Row>('amount', header, (deposit) => deposit.amountNet, currency),
      fee: (header) => moneyColumn<Row>('fee', header, (deposit) => deposit.fee, currency),
      tax: (header) => moneyColumn<Row>('tax', header, (deposit) => deposit.tax, currency),
      gross: (header) => moneyColumn<Row>('gross', header, (deposit) => deposit.amountGross, currency),
      status: (header) => ({ id: 'status', header, cell: (deposit) => <DepositStatusBadge status={deposit.status} /> }),
    };
  }, [labels]);
}
