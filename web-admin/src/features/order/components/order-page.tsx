import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, EmptyState, PageHeader, Tabs } from '@inkwell/ui-kit';
import { errorToText, PageSpinner, toHttpError, useLocalizedPath } from '@inkwell/web-kit';
import { ORDER_TEXTS_KEY, OrderHistoryTable, OrderStatusBadge } from '@inkwell/web-kit/src/orders';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderHistoryQuery, useGetOrderQuery } from '../api/order-api';
import { OrderActions } from './order-actions';
import { OrderSummary } from './order-summary';
import { OrderTextTab } from './order-text-tab';
import { StyledBackLink, StyledStack, StyledTabPanel, StyledTitle } from './styled';

/** Spec §2.1 order tabs without messages (they come with the messaging module). */
const ORDER_TABS = ['text', 'briefing', 'layout', 'history'] as const;
type OrderTab = (typeof ORDER_TABS)[number];
const isOrderTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);

function OrderHistoryTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data, error, isFetching } = useGetOrderHistoryQuery(orderId);
  return <OrderHistoryTable history={data} loading={isFetching} error={error ? errorToText(error, t) : undefined} />;
}

/** Briefings and layouts arrive with the briefing module; until then the tabs say what the order has. */
function AttachmentTab({ order, kind }: { order: OrderDto; kind: 'briefing' | 'layout' }) {
  const { t } = useTranslation();
  const attachedId = kind === 'briefing' ? order.briefingId : order.layoutId;
  const title =
    attachedId === null
      ? t(`${ORDER_TEXTS_KEY}.briefing.${kind === 'briefing' ? 'noBriefing' : 'noLayout'}`)
      : `${t(`${ORDER_TEXTS_KEY}.briefing.${kind}`)} ${t(`${ORDER_TEXTS_KEY}.briefing.attached`, { id: attachedId })}`;
  return <EmptyState title={title} />;
}

function TabContent({ tab, order }: { tab: OrderTab; order: OrderDto }) {
  if (tab === 'history') return <OrderHistoryTab orderId={order.id} />;
  if (tab === 'briefing' || tab === 'layout') return <AttachmentTab order={order} kind={tab} />;
  return <OrderTextTab order={order} />;
}

/** /order/:id/:tab? — any order of any client, with the admin's actions for its status. */
export function OrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const orderId = Number(params.id);
  const validId = Number.isSafeInteger(orderId) && orderId > 0;
  const { data: order, error, isLoading } = useGetOrderQuery(orderId, { skip: !validId });

  if (!validId) return <Navigate to={localized('/404')} replace />;
  const tab = params.tab ?? 'text';
  if (!isOrderTab(tab)) return <Navigate to={localized(`/order/${orderId}`)} replace />;

  const backLink = <StyledBackLink to={localized('/dashboard')}>{t('pages.backToDashboard')}</StyledBackLink>;
  if (isLoading) return <PageSpinner />;
  if (!order) {
    const message = toHttpError(error)?.status === 404 ? t('order.notFound') : errorToText(error, t);
    return (
      <>
        {backLink}
        <Alert variant="danger">{message}</Alert>
      </>
    );
  }

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
        actions={<OrderActions order={order} />}
      />
      <StyledStack>
        <OrderSummary order={order} />
        <Tabs
          aria-label={t('order.tabs.label')}
          tabs={ORDER_TABS.map((id) => ({ id, label: t(`order.tabs.${id}`) }))}
          active={tab}
          onChange={(next) => navigate(localized(next === 'text' ? `/order/${order.id}` : `/order/${order.id}/${next}`))}
        />
      </StyledStack>
      <StyledTabPanel role="tabpanel">
        <TabContent tab={tab} order={order} />
      </StyledTabPanel>
    </>
  );
}
