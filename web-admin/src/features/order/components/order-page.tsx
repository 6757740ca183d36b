import { useTranslation } from 'react-i18next';
import { EmptyState, Tabs } from '@inkwell/ui-kit';
import {
  FetchedTemplate,
  ORDER_TEXTS_KEY,
  OrderHistoryTable,
  OrderNotShown,
  OrderPageHeader,
  PageSpinner,
  Stack,
  TabPanel,
  TextVersionsCompare,
  useOrderPageRoute,
} from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderBriefingQuery, useGetOrderHistoryQuery, useGetOrderLayoutQuery, useGetOrderQuery } from '../api/order-api';
import { OrderActions } from './order-actions';
import { OrderMessagesTab } from './order-messages-tab';
import { OrderSummary } from './order-summary';
import { OrderTextTab } from './order-text-tab';
import { OrderChecksTab, useChecksTabLabel } from './order-checks-tab';
import { textChecksApi } from '../../../api/text-checks-api';

/** Spec §2.1 order tabs, text by default. */
const ORDER_TABS = ['text', 'briefing', 'layout', 'messages', 'history', 'revisions', 'checks'] as const;
type OrderTab = (typeof ORDER_TABS)[number];

function OrderHistoryTab({ orderId }: { orderId: number }) {
  const result = useGetOrderHistoryQuery(orderId);
  return <OrderHistoryTable result={result} />;
}

/** The order's briefing or layout as the writer reads it; read only when the order has one. */
function AttachmentTab({ order, kind }: { order: OrderDto; kind: 'briefing' | 'layout' }) {
  const { t } = useTranslation();
  const briefing = useGetOrderBriefingQuery(order.id, { skip: kind !== 'briefing' || order.briefingId === null });
  const layout = useGetOrderLayoutQuery(order.id, { skip: kind !== 'layout' || order.layoutId === null });
  const attachedId = kind === 'briefing' ? order.briefingId : order.layoutId;
  if (attachedId === null) return <EmptyState title={t(`${ORDER_TEXTS_KEY}.briefing.${kind === 'briefing' ? 'noBriefing' : 'noLayout'}`)} />;
  return <FetchedTemplate result={kind === 'briefing' ? briefing : layout} />;
}

function TabContent({ tab, order }: { tab: OrderTab; order: OrderDto }) {
  if (tab === 'history') return <OrderHistoryTab orderId={order.id} />;
  if (tab === 'revisions') return <TextVersionsCompare api={textChecksApi} orderId={order.id} />;
  if (tab === 'checks') return <OrderChecksTab order={order} />;
  if (tab === 'messages') return <OrderMessagesTab order={order} />;
  if (tab === 'briefing' || tab === 'layout') return <AttachmentTab order={order} kind={tab} />;
  return <OrderTextTab order={order} />;
}

/** /order/:id/:tab? — any order of any client, with the admin's actions for its status. */
export function OrderPage() {
  const { t } = useTranslation();
  const checksLabel = useChecksTabLabel();
  const route = useOrderPageRoute(ORDER_TABS);
  const { data: order, error, isLoading } = useGetOrderQuery(route.orderId, { skip: !route.validId });

  if (route.redirect) return route.redirect;
  if (isLoading) return <PageSpinner />;
  if (!order) return <OrderNotShown error={error} notFoundText={t('order.notFound')} />;

  return (
    <>
      <OrderPageHeader order={order} actions={<OrderActions order={order} />} />
      <Stack>
        <OrderSummary order={order} />
        <Tabs aria-label={t('order.tabs.label')} {...route.tabsProps((id) => (id === 'checks' ? checksLabel : t(`order.tabs.${id}`)))} />
      </Stack>
      <TabPanel>
        <TabContent tab={route.tab} order={order} />
      </TabPanel>
    </>
  );
}
