import { useTranslation } from 'react-i18next';
import { Tabs } from '@inkwell/ui-kit';
import { Section } from '@inkwell/web-kit';
import { ORDER_LISTS, useGetOrderListQuery, type OrderList } from '../../api/order-lists-api';
import { OrderListTable } from './order-list-table';
import { StyledTabCount } from './styled';

export const isOrderList = (value: string | null | undefined): value is OrderList =>
  (ORDER_LISTS as readonly (string | null | undefined)[]).includes(value);

/** A tab's name with the size of its list; a limit=0 call answers only the total. */
function OrderListTabLabel({ list }: { list: OrderList }) {
  const { t } = useTranslation();
  const { data } = useGetOrderListQuery({ list, limit: 0, offset: 0 });
  return (
    <>
      {t(`dashboard.orders.lists.${list}`)}
      {data && <StyledTabCount>{data.total}</StyledTabCount>}
    </>
  );
}

export interface OrderListsProps {
  active: OrderList;
  /** The page keeps the chosen list in its address (dashboard: ?list=, orders page: /orders/:tab). */
  onChange: (list: OrderList) => void;
}

/** The linguist's order lists as tabs, shared by the dashboard and the orders page. */
export function OrderLists({ active, onChange }: OrderListsProps) {
  const { t } = useTranslation();
  return (
    <Section title={t('dashboard.orders.title')}>
      <Tabs
        aria-label={t('dashboard.orders.title')}
        tabs={ORDER_LISTS.map((list) => ({ id: list, label: <OrderListTabLabel list={list} /> }))}
        active={active}
        onChange={(list) => {
          if (isOrderList(list)) onChange(list);
        }}
      />
      <div role="tabpanel">
        {/* Keyed by list, so each list starts on its first page. */}
        <OrderListTable key={active} list={active} />
      </div>
    </Section>
  );
}
