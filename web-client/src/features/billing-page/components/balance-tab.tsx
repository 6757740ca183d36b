import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, formatMoney } from '@inkwell/ui-kit';
import type { ClientBalance, Invoicing } from '@inkwell/contracts';
import { ButtonRow, DetailsCard, errorToText, PageSpinner, useLocalizedPath, type DetailsCardItem } from '@inkwell/web-kit';
import { useGetBalanceQuery } from '../../../api/billing-api';
import { DepositHistory } from './deposit-history';

function useBalanceItems(balance: ClientBalance, invoicing: Invoicing): DetailsCardItem[] {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, balance.currency);
  // Spec §2 balance dropdown: prepaid clients watch their deposit, postpaid clients their invoices.
  if (invoicing === 'deposit') {
    return [
      { id: 'deposited', label: t('billingPage.balance.deposited'), value: money(balance.totalDepositAmount) },
      { id: 'reserved', label: t('billingPage.balance.reserved'), value: money(balance.orderReservedAmount) },
      // What accepted orders spent: without it Deposited − Reserved would not come to Available.
      { id: 'spent', label: t('billingPage.balance.spent'), value: money(balance.nextInvoiceReservedAmount) },
      { id: 'available', label: t('billingPage.balance.available'), value: money(balance.availableAmount) },
    ];
  }
  return [
    { id: 'next-invoice', label: t('billingPage.balance.nextInvoice'), value: money(balance.nextInvoiceReservedAmount) },
    { id: 'open', label: t('billingPage.balance.openInvoices'), value: money(balance.openInvoicesAmount) },
    { id: 'overdue', label: t('billingPage.balance.overdueInvoices'), value: money(balance.overdueInvoicesAmount) },
  ];
}

function BalanceFigures({ balance, invoicing }: { balance: ClientBalance; invoicing: Invoicing }) {
  const { t } = useTranslation();
  const items = useBalanceItems(balance, invoicing);
  return <DetailsCard title={t('billingPage.balance.title')} items={items} />;
}

/** The balance for the client's kind; a deposit client also sees where the money came from. */
export function BalanceTab({ invoicing }: { invoicing: Invoicing }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { data: balance, error, isLoading } = useGetBalanceQuery();
  const [, setSearch] = useSearchParams();
  // The header's deposit dialog opens on any page whose address carries deposit=1.
  const openDeposit = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('deposit', '1');
      return next;
    });

  return (
    <>
      {isLoading ? (
        <PageSpinner />
      ) : balance ? (
        <BalanceFigures balance={balance} invoicing={invoicing} />
      ) : (
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      )}
      <ButtonRow>
        {invoicing === 'invoice' ? (
          <Link to={localized('/billing/invoices')}>{t('billingPage.balance.seeInvoices')}</Link>
        ) : (
          <Button onClick={openDeposit}>{t('billingPage.balance.createDeposit')}</Button>
        )}
      </ButtonRow>
      {invoicing === 'deposit' && <DepositHistory />}
    </>
  );
}
