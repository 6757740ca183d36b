import { useTranslation } from 'react-i18next';
import { formatMoney } from '@inkwell/ui-kit';
import { DetailsCard, errorToText } from '@inkwell/web-kit';
import { useGetBalanceQuery } from '../api/balance-api';

/** What the linguist has earned so far (accepted orders), from the ledger. */
export function BalanceCard() {
  const { t } = useTranslation();
  const { data: balance, error, isLoading } = useGetBalanceQuery();

  let earned: string;
  if (isLoading) earned = t('common.loading');
  else if (balance) earned = formatMoney(balance.earnedAmount, balance.currency);
  else earned = errorToText(error, t);

  return (
    <DetailsCard
      title={t('dashboard.balance.title')}
      items={[{ id: 'earned', label: t('dashboard.balance.earned'), value: earned }]}
    />
  );
}
