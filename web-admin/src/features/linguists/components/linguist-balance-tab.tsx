import { useTranslation } from 'react-i18next';
import { formatMoney } from '@inkwell/ui-kit';
import type { AdminLinguistProfile } from '@inkwell/contracts';
import { DetailsCard } from '@inkwell/web-kit';

/** Her balance as core-api gives it with her profile: earned and not paid out, and payouts requested. */
export function LinguistBalanceTab({ linguist }: { linguist: AdminLinguistProfile }) {
  const { t } = useTranslation();
  const { earned, pendingPayout, currency } = linguist.balance;
  // An account without a currency yet has earned nothing; formatMoney's default currency names the zero.
  const money = (minorUnits: number) => formatMoney(minorUnits, currency ?? undefined);
  return (
    <DetailsCard
      title={t('linguists.balance.title')}
      items={[
        { id: 'earned', label: t('linguists.balance.earned'), value: money(earned) },
        { id: 'pendingPayout', label: t('linguists.balance.pendingPayout'), value: money(pendingPayout) },
      ]}
    />
  );
}
