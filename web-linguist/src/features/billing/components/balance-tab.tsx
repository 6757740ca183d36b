import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LinguistBalance, PayoutDto } from '@inkwell/contracts';
import {
  Alert,
  Button,
  EmptyState,
  formatDate,
  formatMoney,
  FormField,
  minorUnitsToDecimal,
  normalizeAmount,
  Spinner,
  TextField,
  useToast,
  type DataTableColumn,
} from '@inkwell/ui-kit';
import { errorToText, fieldErrorsOf, ListTable, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { useGetPayoutBalanceQuery, useGetPendingPayoutsQuery, useRequestPayoutMutation } from '../api/payouts-api';
import { registerBalanceTexts } from '../locales/balance';
import { StyledFigure, StyledFigures, StyledSection } from './balance-styled';

registerBalanceTexts(i18n);

/** A typed amount core-api will read: digits, a point or comma, at most two decimals. */
const TYPED_AMOUNT = /^\d{1,9}([.]\d{1,2})?$/;

function Figures({ balance }: { balance: LinguistBalance }) {
  const { t } = useTranslation();
  const figures = [
    ['earned', balance.earnedAmount],
    ['payable', balance.payableAmount],
    ['pending', balance.pendingPayoutAmount],
    ['paidOut', balance.paidOutAmount],
  ] as const;
  return (
    <StyledFigures aria-label={t('billingBalance.label')}>
      {figures.map(([key, amount]) => (
        <StyledFigure key={key}>
          <dt>{t(`billingBalance.figures.${key}`)}</dt>
          <dd>
            <strong>{formatMoney(amount, balance.currency)}</strong>
            <span>{t(`billingBalance.figures.${key}Hint`)}</span>
          </dd>
        </StyledFigure>
      ))}
    </StyledFigures>
  );
}

/** Her payout request: the form when she may ask, otherwise what stands in the way and how to clear it. */
function PayoutRequest({ balance }: { balance: LinguistBalance }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const toast = useToast();
  const [amount, setAmount] = useState<string>(() => minorUnitsToDecimal(balance.payableAmount));
  const [touched, setTouched] = useState(false);
  const [requestPayout, { isLoading, error }] = useRequestPayoutMutation();
  const money = (minor: number) => formatMoney(minor, balance.currency);

  if (balance.hasOpenRequest) return <Alert variant="info">{t('billingBalance.request.open')}</Alert>;
  if (!balance.payoutMethod) {
    return (
      <Alert variant="warning">
        {t('billingBalance.request.noSettings')} <Link to={localized('/settings/payment')}>{t('billingBalance.request.settingsLink')}</Link>
      </Alert>
    );
  }
  if (balance.payableAmount < balance.minimumPayoutAmount) {
    return <Alert variant="info">{t('billingBalance.request.belowMinimum', { minimum: money(balance.minimumPayoutAmount), payable: money(balance.payableAmount) })}</Alert>;
  }

  const typed = normalizeAmount(amount);
  const invalid = !TYPED_AMOUNT.test(typed);
  const serverField = fieldErrorsOf(error) as Record<string, string[]> | null;
  const fieldError = touched && invalid ? t('billingBalance.request.invalidAmount') : serverField?.amount?.join(' ');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    const result = await requestPayout({ amount: typed });
    if ('data' in result && result.data) {
      const payout: PayoutDto = result.data;
      toast.show(t('billingBalance.request.done', { amount: money(payout.amount), destination: payout.destination }), 'success');
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{t(balance.payoutMethod === 'bank' ? 'billingBalance.request.toBank' : 'billingBalance.request.toPaypal')}</p>
      <FormField
        label={t('billingBalance.request.amount')}
        htmlFor="payout-amount"
        required
        hint={t('billingBalance.request.amountHint', { minimum: money(balance.minimumPayoutAmount), payable: money(balance.payableAmount) })}
        error={fieldError}
      >
        <TextField id="payout-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} onBlur={() => setTouched(true)} />
      </FormField>
      {error && !serverField?.amount && <Alert variant="danger">{errorToText(error, t)}</Alert>}
      <Button type="submit" loading={isLoading}>
        {t('billingBalance.request.submit')}
      </Button>
    </form>
  );
}

function PendingPayouts() {
  const { t } = useTranslation();
  const paging = usePaging({ key: 'pending' });
  const result = useGetPendingPayoutsQuery({ limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`billingBalance.pending.columns.${id}`);
  const columns: DataTableColumn<PayoutDto>[] = [
    { id: 'id', header: header('id'), cell: (p) => p.id },
    { id: 'amount', header: header('amount'), align: 'right', cell: (p) => formatMoney(p.amount, p.currency) },
    { id: 'to', header: header('to'), cell: (p) => p.destination },
    { id: 'requested', header: header('requested'), cell: (p) => formatDate(p.requestedAt) },
    { id: 'status', header: header('status'), cell: (p) => t(`billingBalance.pending.status.${p.status}`) },
  ];
  return (
    <ListTable<PayoutDto>
      result={result}
      paging={paging}
      label={t('billingBalance.pending.label')}
      columns={columns}
      emptyState={<EmptyState title={t('billingBalance.pending.empty')} />}
    />
  );
}

/** The billing page's Balance tab: where everything she earned is, her payout request and payouts on their way. */
export function BalanceTab() {
  const { t } = useTranslation();
  const balance = useGetPayoutBalanceQuery();
  if (balance.isLoading) return <Spinner label={t('common.loading')} />;
  if (balance.error || !balance.data) return <Alert variant="danger">{errorToText(balance.error, t)}</Alert>;
  return (
    <>
      <Figures balance={balance.data} />
      <StyledSection aria-labelledby="payout-request-title">
        <h2 id="payout-request-title">{t('billingBalance.request.title')}</h2>
        {/* keyed by the payable amount: the form starts from what she may ask for now */}
        <PayoutRequest key={`${balance.data.payableAmount}-${balance.data.hasOpenRequest}`} balance={balance.data} />
      </StyledSection>
      <StyledSection aria-labelledby="pending-payouts-title">
        <h2 id="pending-payouts-title">{t('billingBalance.pending.title')}</h2>
        <PendingPayouts />
      </StyledSection>
    </>
  );
}
