import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DataTable, EMPTY_VALUE, type DataTableColumn } from '@inkwell/ui-kit';
import { FINAL_ORDER_STATUSES, type OrderDto, type Page } from '@inkwell/contracts';
import { errorToText, useLocalizedPath } from '@inkwell/web-kit';
import type { Paging } from '../../hooks/use-paging';
import { useRelativeDate } from '../../hooks/use-relative-date';
import { useTableTexts } from '../../hooks/use-table-texts';
import { levelLabel } from '../../utils/labels';
import { priceText, serviceKeyOf, wordsText } from '../../utils/order-format';
import { OrderStatusBadge } from '../order-status-badge';

export interface OrdersTableProps {
  /** The list call's state, as an RTK Query hook returns it. */
  result: { data?: Page<OrderDto>; isFetching: boolean; error?: unknown };
  paging: Paging;
  label: string;
  emptyState: ReactNode;
  search?: string;
  onSearchChange?: (value: string) => void;
  filters?: ReactNode;
  filtersActive?: boolean;
}

/** Spec §2 order columns: Order, Quality Level, Language, Service, Words, Price, Remaining, Status. */
export function useOrderColumns(): DataTableColumn<OrderDto>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const location = useLocation();
  const relativeDate = useRelativeDate();
  const backRoute = `${location.pathname}${location.search}`;

  return useMemo(
    () => [
      {
        id: 'title',
        header: t('orders.columns.order'),
        cell: (order) => (
          <Link to={`${localized(`/order/${order.id}`)}?${new URLSearchParams({ backRoute })}`}>{order.title}</Link>
        ),
      },
      { id: 'level', header: t('orders.columns.level'), cell: (order) => levelLabel(t, order.level) },
      { id: 'language', header: t('orders.columns.language'), cell: (order) => order.language.name },
      { id: 'service', header: t('orders.columns.service'), cell: (order) => t(`services.${serviceKeyOf(order)}`) },
      { id: 'words', header: t('orders.columns.words'), cell: (order) => wordsText(order.words), align: 'right' },
      { id: 'price', header: t('orders.columns.price'), cell: (order) => priceText(order.price), align: 'right' },
      {
        id: 'remaining',
        header: t('orders.columns.remaining'),
        cell: (order) =>
          FINAL_ORDER_STATUSES.includes(order.status) || !order.deadlineAt ? EMPTY_VALUE : relativeDate(order.deadlineAt),
      },
      { id: 'status', header: t('orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    ],
    [t, localized, backRoute, relativeDate],
  );
}

/** A server-paged table of orders, as the content page, the dashboard and the project page show them. */
export function OrdersTable({ result, paging, label, emptyState, search, onSearchChange, filters, filtersActive }: OrdersTableProps) {
  const { t } = useTranslation();
  const columns = useOrderColumns();
  const texts = useTableTexts();
  return (
    <DataTable<OrderDto>
      {...texts}
      label={label}
      columns={columns}
      rows={result.data?.data ?? []}
      rowKey={(order) => order.id}
      total={result.data?.total ?? 0}
      loading={result.isFetching}
      error={result.error ? errorToText(result.error, t) : undefined}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      search={search}
      onSearchChange={onSearchChange}
      filters={filters}
      filtersActive={filtersActive}
      emptyState={emptyState}
    />
  );
}
