import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, PageHeader, Tabs } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, toHttpError, useAuth, useLocalizedPath } from '@inkwell/web-kit';
import { OrderHistoryTable, OrderStatusBadge } from '@inkwell/web-kit/src/orders';
import { useGetOrderHistoryQuery, useGetOrderQuery } from '../api/order-api';
import { formatTimeOfDay, orderAbilities } from '../order-abilities';
import { BriefingSection } from './briefing-section';
import { OrderActions } from './order-actions';
import { OrderSummary } from './order-summary';
import { OrderTextTab } from './order-text-tab';
import { StyledBackLink, StyledCards, StyledStack, StyledTabPanel, StyledTitle } from './styled';

/** setTimeout fires at once for longer delays. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

const ORDER_TABS = ['text', 'history'] as const;
type OrderTab = (typeof ORDER_TABS)[number];
const isOrderTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);

function OrderHistoryTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useGetOrderHistoryQuery(orderId);
  return <OrderHistoryTable history={data} loading={isFetching} error={error ? errorToText(error, t) : undefined} />;
}

/** /order/:id/:tab? — an order the linguist may take or works on: facts, actions, the text and its history. */
export function OrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { user } = useAuth();
  const orderId = Number(params.id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(orderId, { skip: !validId });

  const abilities = order && user ? orderAbilities(order, user.id, new Date()) : null;
  const reservedUntil = abilities?.reservedUntil ?? null;

  // When my reservation runs out the order is open to everyone again; fetch it so the page says so.
  useEffect(() => {
    if (!reservedUntil) return undefined;
    const delay = Math.min(Math.max(Date.parse(reservedUntil) - Date.now(), 0), LONGEST_TIMEOUT_MS);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [reservedUntil, refetch]);

  if (!validId) return <Navigate to={localized('/404')} replace />;
  const tab = params.tab ?? 'text';
  if (!isOrderTab(tab)) return <Navigate to={localized(`/order/${orderId}`)} replace />;

  const backLink = <StyledBackLink to={localized('/dashboard')}>{t('pages.backToDashboard')}</StyledBackLink>;
  if (isLoading) return <PageSpinner />;
  if (!order || !abilities) {
    const message = toHttpError(error)?.status === 404 ? t('order.notAvailable') : errorToText(error, t);
    return (
      <>
        {backLink}
        <Alert variant="danger">{message}</Alert>
      </>
    );
  }

  const changeTab = (next: string) => navigate(localized(next === 'text' ? `/order/${order.id}` : `/order/${order.id}/${next}`));

  return (
    <>
      {backLink}
      <PageHeader
        title={
          <StyledTitle>
            {order.title}
            <OrderStatusBadge status={order.status} />
          </StyledTitle>
        }
        actions={<OrderActions order={order} abilities={abilities} />}
      />
      <StyledStack>
        {reservedUntil && (
          <Alert variant="info">{t('order.actions.reservedUntil', { time: formatTimeOfDay(reservedUntil) })}</Alert>
        )}
        <StyledCards>
          <OrderSummary order={order} />
          <BriefingSection order={order} />
        </StyledCards>
        <Tabs
          aria-label={t('order.tabs.label')}
          tabs={ORDER_TABS.map((id) => ({ id, label: t(`order.tabs.${id}`) }))}
          active={tab}
          onChange={changeTab}
        />
      </StyledStack>
      <StyledTabPanel role="tabpanel">
        {tab === 'history' ? <OrderHistoryTab orderId={order.id} /> : <OrderTextTab order={order} abilities={abilities} />}
      </StyledTabPanel>
    </>
  );
}
