import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@inkwell/ui-kit';
import { Section } from '@inkwell/web-kit';
import { ORDER_LISTS, useGetOrderListQuery, type OrderList } from '../api/order-lists-api';
import { OrderListTable } from './order-list-table';
import { StyledTabCount } from './styled';

const isOrderList = (value: string | null): value is OrderList => (ORDER_LISTS as readonly (string | null)[]).includes(value);

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

/** The linguist's order lists as tabs; the chosen list lives in the address (?list=available) for back and reload. */
export function OrderLists() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('list');
  const active: OrderList = isOrderList(requested) ? requested : 'requested';

  return (
    <Section title={t('dashboard.orders.title')}>
      <Tabs
        aria-label={t('dashboard.orders.title')}
        tabs={ORDER_LISTS.map((list) => ({ id: list, label: <OrderListTabLabel list={list} /> }))}
        active={active}
        onChange={(list) => setSearchParams({ list }, { replace: true })}
      />
      <div role="tabpanel">
        {/* Keyed by list, so each list starts on its first page. */}
        <OrderListTable key={active} list={active} />
      </div>
    </Section>
  );
}
