import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, formatMoney, Spinner } from '@inkwell/ui-kit';
import type { AdminClientDetailDto, ClientBalance, InvoiceRunResponse } from '@inkwell/contracts';
import { ConfirmModal, DetailsCard, errorToText, Stack, useAuth, useLocalizedPath } from '@inkwell/web-kit';
import { useGetClientBalanceQuery, useRunInvoiceMutation } from '../api/clients-api';
import { RefundBalanceModal } from './refund-balance-modal';

function balanceItems(balance: ClientBalance, postpaid: boolean, t: (key: string) => string) {
  const money = (amount: number) => formatMoney(amount, balance.currency);
  const item = (id: string, amount: number) => ({ id, label: t(`clients.balance.${id}`), value: money(amount) });
  // Prepaid clients spend deposits; postpaid ones collect positions for their next invoice (admin spec §1).
  return postpaid
    ? [item('nextInvoice', balance.nextInvoiceReservedAmount), item('openInvoices', balance.openInvoicesAmount), item('overdueInvoices', balance.overdueInvoicesAmount)]
    : [
        item('deposited', balance.totalDepositAmount),
        item('reserved', balance.orderReservedAmount),
        // What accepted orders spent: Deposited − Reserved − this = Available.
        item('spent', balance.nextInvoiceReservedAmount),
        item('available', balance.availableAmount),
      ];
}

/** What the last invoice run wrote, or that nothing was open. */
/** The billing pages, already filtered to this client. */
function ClientBillingLinks({ clientId, mayInvoice }: { clientId: number; mayInvoice: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <p>
      {mayInvoice && <Link to={localized(`/billing/invoices?clientId=${clientId}`)}>{t('clients.balance.invoicesLink')}</Link>}
      {mayInvoice && ' · '}
      {mayInvoice && <Link to={localized(`/billing/invoice/new/${clientId}`)}>{t('clients.balance.newInvoiceLink')}</Link>}
      {mayInvoice && ' · '}
      <Link to={localized(`/billing/payments-incoming?clientId=${clientId}`)}>{t('clients.balance.depositsLink')}</Link>
    </p>
  );
}

function runOutcome(result: InvoiceRunResponse, t: ReturnType<typeof useTranslation>['t']): string {
  if (result.invoices.length === 0) return t('clients.balance.noPositions');
  return t('clients.balance.invoiced', { count: result.invoices.length, numbers: result.invoices.map((invoice) => invoice.number).join(', ') });
}

/** Postpaid clients are invoiced monthly; staff with billing access may invoice the open positions at once. */
function RunInvoice({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'info' | 'danger'; text: string } | null>(null);
  const [runInvoice, { isLoading }] = useRunInvoiceMutation();

  const run = async () => {
    try {
      const result = await runInvoice(clientId).unwrap();
      setOutcome({ tone: result.invoices.length ? 'success' : 'info', text: runOutcome(result, t) });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorToText(error, t) });
    }
    setOpen(false);
  };

  return (
    <>
      <div>
        <Button onClick={() => setOpen(true)} loading={isLoading}>
          {t('clients.balance.runInvoice')}
        </Button>
      </div>
      {outcome && <Alert variant={outcome.tone}>{outcome.text}</Alert>}
      <ConfirmModal
        open={open}
        title={t('clients.balance.runInvoiceTitle')}
        confirmLabel={t('clients.balance.runInvoice')}
        loading={isLoading}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      >
        {t('clients.balance.runInvoiceText')}
      </ConfirmModal>
    </>
  );
}

/** Staff with billing access pay a prepaid client's available money back; nothing to refund, nothing offered. */
function RefundBalance({ clientId, balance }: { clientId: number; balance: ClientBalance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={balance.availableAmount <= 0}>
          {t('clients.refund.open')}
        </Button>
      </div>
      <RefundBalanceModal open={open} clientId={clientId} balance={balance} onClose={() => setOpen(false)} />
    </>
  );
}

/** The client's balance as the client sees it: for postpaid clients the invoice run, for prepaid ones a refund. */
export function ClientBalanceTab({ client }: { client: AdminClientDetailDto }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data: balance, error, isLoading } = useGetClientBalanceQuery(client.id);
  const postpaid = client.invoicing === 'invoice';
  // Admin spec §6: invoicing and refunds need the admin's fakturaAccess flag; core-api refuses them without, so they are not offered.
  const mayInvoice = user !== null && 'fakturaAccess' in user && user.fakturaAccess;
  if (isLoading) return <Spinner label={t('common.loading')} />;
  if (!balance) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <Stack>
      <DetailsCard title={t('clients.balance.title')} items={balanceItems(balance, postpaid, t)} />
      {postpaid && mayInvoice && <RunInvoice clientId={client.id} />}
      {!postpaid && mayInvoice && <RefundBalance clientId={client.id} balance={balance} />}
      <ClientBillingLinks clientId={client.id} mayInvoice={mayInvoice} />
    </Stack>
  );
}
