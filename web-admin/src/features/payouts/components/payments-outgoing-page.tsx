import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { PAYOUT_TABS, type PayoutTab } from '@inkwell/contracts';
import { TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { PayoutList } from './payout-list';

const DEFAULT_TAB: PayoutTab = 'bank-single';
const isPayoutTab = (value: string): value is PayoutTab => (PAYOUT_TABS as readonly string[]).includes(value);

/** Admin spec /billing/payments-outgoing/:tab? (default bank single): linguists' payouts by payment type. */
export function PaymentsOutgoingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = DEFAULT_TAB } = useParams();
  if (!isPayoutTab(tab)) return <Navigate to={localized('/billing/payments-outgoing')} replace />;

  return (
    <>
      <PageHeader title={t('payouts.title')} />
      <Tabs
        aria-label={t('payouts.title')}
        tabs={PAYOUT_TABS.map((id) => ({ id, label: t(`payouts.tabs.${id}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(next === DEFAULT_TAB ? '/billing/payments-outgoing' : `/billing/payments-outgoing/${next}`))}
      />
      <TabPanel aria-label={t(`payouts.tabs.${tab}`)}>
        {/* keyed by tab: a selection belongs to the tab it was made on */}
        <PayoutList key={tab} tab={tab} />
      </TabPanel>
    </>
  );
}
