import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Tabs } from '@inkwell/ui-kit';
import {
  OrderHistoryTable,
  OrderNotShown,
  OrderPageHeader,
  PageSpinner,
  Stack,
  TabPanel,
  TextVersionsCompare,
  useAuth,
  useOrderPageRoute,
} from '@inkwell/web-kit';
import { useGetOrderHistoryQuery, useGetOrderQuery } from '../api/order-api';
import { formatTimeOfDay, orderAbilities } from '../order-abilities';
import { BriefingSection } from './briefing-section';
import { OrderActions } from './order-actions';
import { OrderMessagesTab } from './order-messages-tab';
import { OrderSummary } from './order-summary';
import { OrderTextTab } from './order-text-tab';
import { OrderChecksTab, useChecksTabLabel } from './order-checks-tab';
import { textChecksApi } from '../../../api/text-checks-api';
import { StyledCards } from './styled';

/** setTimeout fires at once for longer delays. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

const ORDER_TABS = ['text', 'history', 'revisions', 'messages', 'checks'] as const;

function OrderHistoryTab({ orderId }: { orderId: number }) {
  const result = useGetOrderHistoryQuery(orderId);
  return <OrderHistoryTable result={result} />;
}

/** /order/:id/:tab? — an order the linguist may take or works on: facts, actions, the text, its history and messages. */
export function OrderPage() {
  const { t } = useTranslation();
  const route = useOrderPageRoute(ORDER_TABS);
  const checksLabel = useChecksTabLabel();
  const { user } = useAuth();
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(route.orderId, { skip: !route.validId });

  const abilities = order && user ? orderAbilities(order, user.id, new Date()) : null;
  const reservedUntil = abilities?.reservedUntil ?? null;

  // When my reservation runs out the order is open to everyone again; fetch it so the page says so.
  useEffect(() => {
    if (!reservedUntil) return undefined;
    const delay = Math.min(Math.max(Date.parse(reservedUntil) - Date.now(), 0), LONGEST_TIMEOUT_MS);
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [reservedUntil, refetch]);

  if (route.redirect) return route.redirect;
  if (isLoading) return <PageSpinner />;
  if (!order || !abilities) return <OrderNotShown error={error} notFoundText={t('order.notAvailable')} />;

  return (
    <>
      <OrderPageHeader order={order} actions={<OrderActions order={order} abilities={abilities} />} />
      <Stack>
        {reservedUntil && (
          <Alert variant="info">{t('order.actions.reservedUntil', { time: formatTimeOfDay(reservedUntil) })}</Alert>
        )}
        <StyledCards>
          <OrderSummary order={order} takeable={abilities.take} />
          <BriefingSection order={order} />
        </StyledCards>
        <Tabs aria-label={t('order.tabs.label')} {...route.tabsProps((id) => (id === 'checks' ? checksLabel : t(`order.tabs.${id}`)))} />
      </Stack>
      <TabPanel>
        {route.tab === 'history' && <OrderHistoryTab orderId={order.id} />}
        {route.tab === 'messages' && user && <OrderMessagesTab order={order} myId={user.id} />}
        {route.tab === 'text' && <OrderTextTab order={order} abilities={abilities} />}
        {route.tab === 'revisions' && <TextVersionsCompare api={textChecksApi} orderId={order.id} />}
        {route.tab === 'checks' && <OrderChecksTab orderId={order.id} />}
      </TabPanel>
    </>
  );
}
