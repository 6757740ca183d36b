import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EMPTY_VALUE, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { OrderHistoryDto } from '@inkwell/contracts';
import { errorToText } from '@inkwell/web-kit';
import { usePaging } from '../../../hooks/use-paging';
import { useTableTexts } from '../../../hooks/use-table-texts';
import { useGetOrderHistoryQuery } from '../api/order-api';

/** What happened to the order and when; the list is short, so it pages in the browser. */
export function OrderHistoryTab({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const texts = useTableTexts();
  const paging = usePaging();
  const { data: history = [], error, isFetching } = useGetOrderHistoryQuery(orderId);

  const columns = useMemo<DataTableColumn<OrderHistoryDto>[]>(
    () => [
      { id: 'date', header: t('order.history.date'), cell: (entry) => formatDate(entry.createdAt, true) },
      {
        id: 'change',
        header: t('order.history.change'),
        cell: (entry) =>
          entry.fromStatus
            ? `${t(`orderStatus.${entry.fromStatus}`)} → ${t(`orderStatus.${entry.toStatus}`)}`
            : t(`orderStatus.${entry.toStatus}`),
      },
      {
        id: 'actor',
        header: t('order.history.by'),
        cell: (entry) => [t(`order.history.actors.${entry.actorRole}`), entry.actorName].filter(Boolean).join(': '),
      },
      { id: 'note', header: t('order.history.note'), cell: (entry) => entry.note ?? EMPTY_VALUE },
    ],
    [t],
  );

  return (
    <DataTable<OrderHistoryDto>
      {...texts}
      label={t('order.tabs.history')}
      columns={columns}
      rows={history.slice(paging.offset, paging.offset + paging.limit)}
      rowKey={(entry) => entry.id}
      total={history.length}
      loading={isFetching}
      error={error ? errorToText(error, t) : undefined}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setPageSize}
      emptyState={<EmptyState title={t('order.history.empty')} />}
    />
  );
}
