import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DataTable,
  DEFAULT_PAGE_SIZE,
  EmptyState,
  formatDate,
  type DataTableColumn,
  type PageSize,
} from '@inkwell/ui-kit';
import { errorToText, useLocalizedPath } from '@inkwell/web-kit';
import { formatMoneyRange, OrderStatusBadge, useDataTableLabels, useLevelLabel } from '@inkwell/web-kit/src/orders';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderListQuery, type ActionRequiredFilter, type OrderView } from '../api/order-lists-api';

/** One dashboard order list across all clients: searched and paged on the server. */
export function OrderListTable({ view, filter }: { view: OrderView; filter: ActionRequiredFilter }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tableLabels = useDataTableLabels();
  const levelLabel = useLevelLabel();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const { data, error, isFetching } = useGetOrderListQuery({
    view,
    filter,
    search,
    limit: pageSize,
    offset: page * pageSize,
  });

  const columns: DataTableColumn<OrderDto>[] = [
    { id: 'id', header: t('dashboard.orders.columns.id'), cell: (order) => order.id, align: 'right' },
    {
      id: 'title',
      header: t('dashboard.orders.columns.title'),
      cell: (order) => <Link to={localized(`/order/${order.id}`)}>{order.title}</Link>,
    },
    { id: 'client', header: t('dashboard.orders.columns.client'), cell: (order) => order.clientId, align: 'right' },
    { id: 'language', header: t('dashboard.orders.columns.language'), cell: (order) => order.language.name },
    { id: 'level', header: t('dashboard.orders.columns.level'), cell: (order) => levelLabel(order.level) },
    { id: 'status', header: t('dashboard.orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { id: 'price', header: t('dashboard.orders.columns.price'), cell: (order) => formatMoneyRange(order.price), align: 'right' },
    { id: 'created', header: t('dashboard.orders.columns.created'), cell: (order) => formatDate(order.createdAt) },
    { id: 'deadline', header: t('dashboard.orders.columns.deadline'), cell: (order) => formatDate(order.deadlineAt, true) },
  ];

  return (
    <DataTable
      {...tableLabels}
      label={t(`dashboard.orders.views.${view}`)}
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
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t('dashboard.orders.searchPlaceholder')}
      emptyState={<EmptyState title={t('dashboard.orders.empty')} />}
    />
  );
}
