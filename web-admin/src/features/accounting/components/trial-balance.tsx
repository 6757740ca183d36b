import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, formatMoney, type DataTableColumn } from '@inkwell/ui-kit';
import type { CurrencyIso, TrialBalanceRowDto } from '@inkwell/contracts';
import { ListTable, Stack, usePaging } from '@inkwell/web-kit';
import { useGetTrialBalanceQuery, type Period } from '../api/accounting-api';
import { StyledAmount } from './styled';

type Row = TrialBalanceRowDto & { id: number };

const AMOUNTS = ['opening', 'increases', 'decreases', 'closing'] as const;

function useColumns(): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'account', header: t('accounting.balance.columns.account'), cell: (row) => row.account },
      { id: 'currency', header: t('accounting.balance.columns.currency'), cell: (row) => row.currency },
      ...AMOUNTS.map((amount) => ({
        id: amount,
        header: t(`accounting.balance.columns.${amount}`),
        cell: (row: Row) => <StyledAmount>{formatMoney(row[amount], row.currency as CurrencyIso)}</StyledAmount>,
      })),
    ],
    [t],
  );
}

/** Admin spec tab "balance": the trial balance of the period, a page of accounts, and whether the whole ledger balances. */
export function TrialBalance({ period }: { period: Period }) {
  const { t } = useTranslation();
  const paging = usePaging({ initialSize: 25 });
  const result = useGetTrialBalanceQuery({ ...period, limit: paging.limit, offset: paging.offset });
  const columns = useColumns();
  const page = useMemo(
    () => (result.data ? { data: result.data.data.map((row, index) => ({ ...row, id: paging.offset + index })), total: result.data.total } : undefined),
    [result.data, paging.offset],
  );
  return (
    <Stack>
      <p>{t('accounting.balance.intro')}</p>
      {result.data?.totals.map((totals) => {
        const money = (amount: number) => formatMoney(amount, totals.currency as CurrencyIso);
        const balanced = totals.opening === 0 && totals.closing === 0;
        return (
          <Alert key={totals.currency} variant={balanced ? 'info' : 'danger'}>
            {t('accounting.balance.totals', {
              currency: totals.currency,
              opening: money(totals.opening),
              increases: money(totals.increases),
              decreases: money(totals.decreases),
              closing: money(totals.closing),
            })}{' '}
            {t(balanced ? 'accounting.balance.balanced' : 'accounting.balance.unbalanced', { currency: totals.currency })}
          </Alert>
        );
      })}
      <ListTable<Row>
        result={{ ...result, data: page }}
        paging={paging}
        label={t('accounting.balance.label')}
        columns={columns}
        emptyState={<EmptyState title={t('accounting.balance.empty')} hint={t('accounting.balance.emptyHint')} />}
      />
    </Stack>
  );
}
