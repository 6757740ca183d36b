import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { selectCurrentUser, TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { BalanceTab } from './balance-tab';
import { InvoicesTab } from './invoices-tab';
import { PositionsTab } from './positions-tab';

/** Both client kinds get every tab (decision 012): a postpaid client needs its invoices most of all. */
const BILLING_TABS = ['balance', 'invoices', 'positions'] as const;
type BillingTab = (typeof BILLING_TABS)[number];

const isBillingTab = (value: string): value is BillingTab => (BILLING_TABS as readonly string[]).includes(value);
const tabPath = (tab: BillingTab) => (tab === 'balance' ? '/billing' : `/billing/${tab}`);

/** Spec /billing/:tab?: balance (default), invoices and positions. */
export function BillingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'balance' } = useParams();
  const user = useSelector(selectCurrentUser);

  if (!isBillingTab(tab)) return <Navigate to={localized('/billing')} replace />;
  // Only clients reach this app's pages; a client without the field is treated as prepaid, the default kind.
  const invoicing = user && 'invoicing' in user ? user.invoicing : 'deposit';

  return (
    <>
      <PageHeader title={t('billingPage.title')} />
      <Tabs
        aria-label={t('billingPage.title')}
        tabs={BILLING_TABS.map((id) => ({ id, label: t(`billingPage.tabs.${id}`) }))}
        active={tab}
        onChange={(next) => {
          if (isBillingTab(next)) navigate(localized(tabPath(next)));
        }}
      />
      <TabPanel aria-label={t(`billingPage.tabs.${tab}`)}>
        {tab === 'balance' && <BalanceTab invoicing={invoicing} />}
        {tab === 'invoices' && <InvoicesTab />}
        {tab === 'positions' && <PositionsTab />}
      </TabPanel>
    </>
  );
}
