import { useTranslation } from 'react-i18next';
import { formatMoney } from '@inkwell/ui-kit';
import type { ClientMe } from '@inkwell/contracts';
import { useGetBalanceQuery } from '../../../api/billing-api';
import { SummaryCard } from './summary-card';

/**
 * Spec §2 Money card: deposit clients see what they can still order with and what open orders hold;
 * invoice clients see their open invoices (spec §2), the overdue ones and what their next invoice holds so far.
 */
export function MoneyCard({ me }: { me: ClientMe }) {
  const { t } = useTranslation();
  const { data: balance, error, isLoading } = useGetBalanceQuery();
  const money = (amount: number) => (balance ? formatMoney(amount, balance.currency) : '');

  const items = !balance
    ? null
    : me.invoicing === 'deposit'
      ? [
          { id: 'available', label: t('dashboard.money.available'), value: money(balance.availableAmount) },
          { id: 'reserved', label: t('dashboard.money.reserved'), value: money(balance.orderReservedAmount) },
          { id: 'spent', label: t('dashboard.money.spent'), value: money(balance.nextInvoiceReservedAmount) },
        ]
      : [
          { id: 'open-invoices', label: t('balanceMenu.openInvoices'), value: money(balance.openInvoicesAmount) },
          { id: 'overdue', label: t('dashboard.money.overdue'), value: money(balance.overdueInvoicesAmount) },
          { id: 'next-invoice', label: t('dashboard.money.nextInvoice'), value: money(balance.nextInvoiceReservedAmount) },
        ];

  return <SummaryCard title={t('dashboard.money.title')} items={items} loading={isLoading} rows={3} error={error} />;
}
