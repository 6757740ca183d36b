import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, PageHeader, type TabsProps } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { errorToText, toHttpError } from '../api/error-to-text';
import { useLocalizedPath } from '../routing/language-prefix';
import { OrderStatusBadge } from './order-status-badge';
import { StyledBackLink, StyledOrderTitle } from './styled';

/** The back office and the linguists reach their orders from the dashboard's lists. */
function BackToDashboard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return <StyledBackLink to={localized('/dashboard')}>{t('pages.backToDashboard')}</StyledBackLink>;
}

/** The top of an order page: the way back, the title with the status, and what the role may do. */
export function OrderPageHeader({ order, actions }: { order: OrderDto; actions: ReactNode }) {
  return (
    <>
      <BackToDashboard />
      <PageHeader
        title={
          <StyledOrderTitle>
            {order.title}
            <OrderStatusBadge status={order.status} />
          </StyledOrderTitle>
        }
        actions={actions}
      />
    </>
  );
}

/** An order page without its order: the role's words for one it may not see (404), else what went wrong. */
export function OrderNotShown({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const { t } = useTranslation();
  return (
    <>
      <BackToDashboard />
      <Alert variant="danger">{toHttpError(error)?.status === 404 ? notFoundText : errorToText(error, t)}</Alert>
    </>
  );
}

export interface OrderPageRoute<Tab extends string> {
  orderId: number;
  /** A positive whole number; the order is not fetched otherwise. */
  validId: boolean;
  tab: Tab;
  /** Where a bad id (to /404) or an unknown tab (to the order) sends the page instead. */
  redirect: ReactElement | null;
  openTab: (tab: string) => void;
  /** The kit Tabs' tabs, active one and navigation, each tab named by `labelOf`. */
  tabsProps: (labelOf: (tab: Tab) => string) => Pick<TabsProps, 'tabs' | 'active' | 'onChange'>;
}

/** /order/:id/:tab? with the page's tabs; the first is the default and has no path part of its own. */
export function useOrderPageRoute<Tab extends string>(tabs: readonly [Tab, ...Tab[]]): OrderPageRoute<Tab> {
  const params = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [defaultTab] = tabs;
  const orderId = Number(params.id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const requested = params.tab ?? defaultTab;
  const tab = tabs.find((candidate) => candidate === requested);

  let redirect: ReactElement | null = null;
  if (!validId) redirect = <Navigate to={localized('/404')} replace />;
  else if (!tab) redirect = <Navigate to={localized(`/order/${orderId}`)} replace />;

  const openTab = (next: string) =>
    navigate(localized(next === defaultTab ? `/order/${orderId}` : `/order/${orderId}/${next}`));
  return {
    orderId,
    validId,
    tab: tab ?? defaultTab,
    redirect,
    openTab,
    tabsProps: (labelOf) => ({
      tabs: tabs.map((id) => ({ id, label: labelOf(id) })),
      active: tab ?? defaultTab,
      onChange: openTab,
    }),
  };
}
