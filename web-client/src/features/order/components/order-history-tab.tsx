import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { OrderHistoryDto } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY, OrderHistoryTable, useOrderStatusLabel } from '@inkwell/web-kit';
import { useGetOrderHistoryQuery } from '../api/order-api';

/** web-kit's history headers; the column for who acted has the client's own word. */
const header = (column: 'date' | 'status' | 'note') => `${ORDER_TEXTS_KEY}.history.${column}`;

/** The history in the client's words: no server action names, 'You' and 'Support' for who acted. */
function useClientHistoryColumns(): DataTableColumn<OrderHistoryDto>[] {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  return useMemo(
    () => [
      { id: 'date', header: t(header('date')), cell: (entry) => formatDate(entry.createdAt, true) },
      {
        id: 'change',
        header: t(header('status')),
        cell: (entry) =>
          entry.fromStatus ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}` : statusLabel(entry.toStatus),
      },
      {
        id: 'actor',
        header: t('order.history.by'),
        cell: (entry) => [t(`order.history.actors.${entry.actorRole}`), entry.actorName].filter(Boolean).join(': '),
      },
      { id: 'note', header: t(header('note')), cell: (entry) => entry.note ?? EMPTY_VALUE },
    ],
    [t, statusLabel],
  );
}

/** What happened to the order and when; the list is short, so it pages in the browser. */
export function OrderHistoryTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const columns = useClientHistoryColumns();
  const result = useGetOrderHistoryQuery(orderId);
  return (
    <OrderHistoryTable
      result={result}
      label={t('order.tabs.history')}
      columns={columns}
      emptyTitle={t('order.history.empty')}
    />
  );
}
