import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { AdminInvoiceDto } from '@inkwell/contracts';
import { TabPanel, useAuth, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { hasFakturaAccess } from '../access';
import { useGetAdminInvoicesQuery } from '../api/billing-api';
import { InvoiceTable } from './invoice-table';
import { PendingDeposits } from './pending-deposits';
import { isPayable, RecordInvoicePaymentModal } from './record-invoice-payment-modal';

/** Pending deposits first: they are the incoming payments an admin can record (decision 012). */
const PAYMENT_TABS = ['deposits', 'invoices'] as const;
type PaymentTab = (typeof PAYMENT_TABS)[number];
const isPaymentTab = (value: string): value is PaymentTab => (PAYMENT_TABS as readonly string[]).includes(value);

/**
 * Open invoices are money clients owe; open deposit invoices are settled on the deposits tab and an open
 * paid-invoice cancellation is money going out, so neither belongs here. Each row records its incoming payment.
 */
function OpenInvoices() {
  const { t } = useTranslation();
  const paging = usePaging();
  const result = useGetAdminInvoicesQuery({ status: 'OPEN', type: 'INVOICE', limit: paging.limit, offset: paging.offset });
  const [paying, setPaying] = useState<AdminInvoiceDto | null>(null);
  const recordPayment = useCallback(
    (invoice: AdminInvoiceDto) =>
      isPayable(invoice) && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('billing.payInvoice.actionNamed', { number: invoice.number })}
          onClick={() => setPaying(invoice)}
        >
          {t('billing.payInvoice.action')}
        </Button>
      ),
    [t],
  );
  return (
    <>
      <p>{t('billing.payments.openInvoicesHint')}</p>
      <InvoiceTable result={result} paging={paging} label={t('billing.payments.tabs.invoices')} rowAction={recordPayment} />
      <RecordInvoicePaymentModal invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
}

/** Admin spec /billing/payments-incoming/:tab?: money clients announced or owe, waiting to arrive. */
export function PaymentsIncomingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { user } = useAuth();
  const { tab = 'deposits' } = useParams();

  if (!isPaymentTab(tab)) return <Navigate to={localized('/billing/payments-incoming')} replace />;
  // The open invoices come from the invoice list, which needs fakturaAccess like the invoices page.
  const withInvoices = hasFakturaAccess(user);
  if (tab === 'invoices' && !withInvoices) return <Navigate to={localized('/access-denied')} replace />;
  const tabs = withInvoices ? PAYMENT_TABS : (['deposits'] as const);

  return (
    <>
      <PageHeader title={t('billing.payments.title')} />
      <Tabs
        aria-label={t('billing.payments.title')}
        tabs={tabs.map((id) => ({ id, label: t(`billing.payments.tabs.${id}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(next === 'deposits' ? '/billing/payments-incoming' : `/billing/payments-incoming/${next}`))}
      />
      <TabPanel aria-label={t(`billing.payments.tabs.${tab}`)}>{tab === 'deposits' ? <PendingDeposits /> : <OpenInvoices />}</TabPanel>
    </>
  );
}
