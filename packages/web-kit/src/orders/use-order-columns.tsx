import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useLocalizedPath } from '../routing/language-prefix';
import { formatMoneyRange, formatWordsRange } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { useDisplayNames } from '../i18n/display-names';
import { useLevelLabel } from './use-order-labels';

export type OrderColumn = DataTableColumn<OrderDto>;

/**
 * The order columns the apps' lists share, each made with the app's own header text. Columns only one app
 * shows (the client's service, the linguist's deadline) are written next to that list.
 */
export interface OrderColumns {
  id: (header: string) => OrderColumn;
  /** The title, linking to the order page; `query` rides along (the client's way back to its list). */
  title: (header: string, options?: { query?: Record<string, string> }) => OrderColumn;
  /** Who ordered (admin lists); with `linked`, the name opens the back office's client page. */
  client: (header: string, options?: { linked?: boolean }) => OrderColumn;
  language: (header: string) => OrderColumn;
  level: (header: string) => OrderColumn;
  words: (header: string) => OrderColumn;
  price: (header: string) => OrderColumn;
  pay: (header: string) => OrderColumn;
  /** The status badge; `title` gives each badge its hover text (the client's view of the status). */
  status: (header: string, options?: { title?: (order: OrderDto) => string }) => OrderColumn;
  created: (header: string) => OrderColumn;
  deadline: (header: string) => OrderColumn;
}

export function useOrderColumns(): OrderColumns {
  const localized = useLocalizedPath();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();

  return useMemo(
    () => ({
      id: (header) => ({ id: 'id', header, cell: (order) => order.id, align: 'right' }),
      title: (header, { query } = {}) => ({
        id: 'title',
        header,
        cell: (order) => (
          <Link to={`${localized(`/order/${order.id}`)}${query ? `?${new URLSearchParams(query)}` : ''}`}>{order.title}</Link>
        ),
      }),
      client: (header, { linked = false } = {}) => ({
        id: 'client',
        header,
        cell: (order) => {
          const name = order.clientName ?? `#${order.clientId}`;
          return linked ? <Link to={localized(`/client/${order.clientId}`)}>{name}</Link> : name;
        },
      }),
      language: (header) => ({ id: 'language', header, cell: (order) => languageName(order.language) }),
      level: (header) => ({ id: 'level', header, cell: (order) => levelLabel(order.level) }),
      words: (header) => ({ id: 'words', header, cell: (order) => formatWordsRange(order.words), align: 'right' }),
      price: (header) => ({ id: 'price', header, cell: (order) => formatMoneyRange(order.price), align: 'right' }),
      pay: (header) => ({ id: 'pay', header, cell: (order) => formatMoneyRange(order.pay), align: 'right' }),
      status: (header, { title } = {}) => ({
        id: 'status',
        header,
        cell: (order) => <OrderStatusBadge status={order.status} title={title?.(order)} />,
      }),
      created: (header) => ({ id: 'created', header, cell: (order) => formatDate(order.createdAt) }),
      deadline: (header) => ({ id: 'deadline', header, cell: (order) => formatDate(order.deadlineAt, true) }),
    }),
    [localized, levelLabel, languageName],
  );
}
