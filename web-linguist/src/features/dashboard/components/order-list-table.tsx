import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, DEFAULT_PAGE_SIZE, EmptyState, type DataTableColumn, type PageSize } from '@inkwell/ui-kit';
import { errorToText, useLocalizedPath } from '@inkwell/web-kit';
import {
  formatMoneyRange,
  formatWordsRange,
  OrderStatusBadge,
  useDataTableLabels,
  useLevelLabel,
  useRelativeDate,
} from '@inkwell/web-kit/src/orders';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderListQuery, type OrderList } from '../api/order-lists-api';

/** One of the linguist's order lists, paged on the server. */
export function OrderListTable({ list }: { list: OrderList }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tableLabels = useDataTableLabels();
  const levelLabel = useLevelLabel();
  const relativeDate = useRelativeDate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { data, error, isFetching } = useGetOrderListQuery({ list, limit: pageSize, offset: page * pageSize });

  const columns: DataTableColumn<OrderDto>[] = [
    {
      id: 'title',
      header: t('dashboard.orders.columns.title'),
      cell: (order) => <Link to={localized(`/order/${order.id}`)}>{order.title}</Link>,
    },
    { id: 'language', header: t('dashboard.orders.columns.language'), cell: (order) => order.language.name },
    { id: 'level', header: t('dashboard.orders.columns.level'), cell: (order) => levelLabel(order.level) },
    { id: 'words', header: t('dashboard.orders.columns.words'), cell: (order) => formatWordsRange(order.words), align: 'right' },
    { id: 'pay', header: t('dashboard.orders.columns.pay'), cell: (order) => formatMoneyRange(order.pay), align: 'right' },
    {
      id: 'deadline',
      header: t('dashboard.orders.columns.deadline'),
      // Orders nobody has taken yet have no deadline; the time to write starts with the take.
      cell: (order) =>
        order.deadlineAt
          ? relativeDate(order.deadlineAt)
          : t('dashboard.orders.processingDays', { count: order.processingDays }),
    },
    { id: 'status', header: t('dashboard.orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
  ];

  return (
    <DataTable
      {...tableLabels}
      label={t(`dashboard.orders.lists.${list}`)}
      columns={columns}
      rows={data?.data ?? []}
      rowKey={(order) => order.id}
      total={data?.total ?? 0}
      loading={isFetching}
      error={error ? errorToText(error, t) : undefined}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      emptyState={<EmptyState title={t(`dashboard.orders.empty.${list}`)} />}
    />
  );
}
