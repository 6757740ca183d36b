import { useTranslation } from 'react-i18next';
import { EmptyState } from '@inkwell/ui-kit';
import { ListTable, useOrderColumns, usePaging, useRelativeDate, type OrderColumn } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderListQuery, type OrderList } from '../../api/order-lists-api';
import { RequestActions } from './request-actions';

/** One of the linguist's order lists, paged on the server; a direct request can be taken or declined from its row. */
export function OrderListTable({ list }: { list: OrderList }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const relativeDate = useRelativeDate();
  const paging = usePaging();
  const result = useGetOrderListQuery({ list, limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`dashboard.orders.columns.${id}`);

  const deadline: OrderColumn = {
    id: 'deadline',
    header: header('deadline'),
    // Orders nobody has taken yet have no deadline; the time to write starts with the take.
    cell: (order) =>
      order.deadlineAt ? relativeDate(order.deadlineAt) : t('dashboard.orders.processingDays', { count: order.processingDays }),
  };

  const requestActions: OrderColumn = {
    id: 'actions',
    header: header('actions'),
    cell: (order) => <RequestActions order={order} />,
  };

  return (
    <ListTable<OrderDto>
      result={result}
      paging={paging}
      label={t(`dashboard.orders.lists.${list}`)}
      columns={[
        column.title(header('title')),
        column.language(header('language')),
        column.level(header('level')),
        column.words(header('words')),
        column.pay(header('pay')),
        deadline,
        column.status(header('status')),
        ...(list === 'requested' ? [requestActions] : []),
      ]}
      emptyState={<EmptyState title={t(`dashboard.orders.empty.${list}`)} />}
    />
  );
}
