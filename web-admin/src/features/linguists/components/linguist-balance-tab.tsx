import { useTranslation } from 'react-i18next';
import { Alert, formatMoney, Spinner } from '@inkwell/ui-kit';
import type { AdminLinguistProfile } from '@inkwell/contracts';
import { DetailsCard, errorToText } from '@inkwell/web-kit';
import { useGetLinguistBalanceQuery } from '../api/linguists-api';

/**
 * Her balance as she sees it on her own billing page (the payouts module answers both): each amount she earned is
 * in exactly one of the four figures, so they add up to the total under them.
 */
export function LinguistBalanceTab({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const { data: balance, error, isLoading } = useGetLinguistBalanceQuery(linguist.id);
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!balance) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  const money = (minorUnits: number) => formatMoney(minorUnits, balance.currency);
  const { earnedAmount, payableAmount, pendingPayoutAmount, paidOutAmount } = balance;
  return (
    <DetailsCard
      title={t('linguists.balance.title')}
      items={[
        { id: 'earned', label: t('linguists.balance.earned'), value: money(earnedAmount) },
        { id: 'payable', label: t('linguists.balance.payable'), value: money(payableAmount) },
        { id: 'pendingPayout', label: t('linguists.balance.pendingPayout'), value: money(pendingPayoutAmount) },
        { id: 'paidOut', label: t('linguists.balance.paidOut'), value: money(paidOutAmount) },
        { id: 'total', label: t('linguists.balance.total'), value: money(earnedAmount + payableAmount + pendingPayoutAmount + paidOutAmount) },
      ]}
    />
  );
}
