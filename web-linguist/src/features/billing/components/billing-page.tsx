import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader, Tabs } from '@inkwell/ui-kit';
import { TabPanel, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { registerBillingTexts } from '../locales';
import { EarningsTab } from './earnings-tab';
import { InvoicesTab } from './invoices-tab';
import { PositionsTab } from './positions-tab';
import { BalanceTab } from './balance-tab';

registerBillingTexts(i18n);

/** The page's tabs in their order; the first is the default (linguist spec §2.2 /billing/{tab?}). */
const BILLING_TABS: readonly { id: string; Content: ComponentType }[] = [
  { id: 'positions', Content: PositionsTab },
  { id: 'earnings', Content: EarningsTab },
  { id: 'invoices', Content: InvoicesTab },
  { id: 'balance', Content: BalanceTab },
];

/** /billing/:tab? — her paid order lines, her earnings per month and client, and her credit notes. */
export function BillingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab } = useParams();
  const active = BILLING_TABS.find((candidate) => candidate.id === tab);
  if (!active) return <Navigate to={localized(`/billing/${BILLING_TABS[0]!.id}`)} replace />;
  const { Content } = active;
  return (
    <>
      <PageHeader title={t('billing.title')} />
      <Tabs
        aria-label={t('billing.title')}
        tabs={BILLING_TABS.map(({ id }) => ({ id, label: t(`billing.tabs.${id}`) }))}
        active={active.id}
        onChange={(id) => navigate(localized(`/billing/${id}`))}
      />
      <TabPanel aria-label={t(`billing.tabs.${active.id}`)}>
        <Content />
      </TabPanel>
    </>
  );
}
