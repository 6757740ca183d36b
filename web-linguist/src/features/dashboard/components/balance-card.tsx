import { useTranslation } from 'react-i18next';
import { formatMoney } from '@inkwell/ui-kit';
import { DetailsCard, errorToText } from '@inkwell/web-kit';
import { useGetBalanceQuery } from '../api/balance-api';

/**
 * What the linguist has earned and not yet had settled (accepted orders), and what her credit notes settled and she
 * may ask to be paid, from the ledger (decision 062); the billing page's Balance tab has the rest.
 */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data: balance, error, isLoading } = useGetBalanceQuery();

  const shown = (amount: (b: NonNullable<typeof balance>) => number): string => {
    if (isLoading) return t('common.loading');
    if (balance) return formatMoney(amount(balance), balance.currency);
    return errorToText(error, t);
  };

  return (
    <DetailsCard
      title={t('dashboard.balance.title')}
      items={[
        { id: 'earned', label: t('dashboard.balance.earned'), value: shown((b) => b.earnedAmount) },
        { id: 'payable', label: t('dashboard.balance.payable'), value: shown((b) => b.payableAmount) },
      ]}
    />
  );
}
