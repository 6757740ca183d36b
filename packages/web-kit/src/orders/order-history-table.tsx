import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, formatDate, type DataTableColumn, type PageSize } from '@inkwell/ui-kit';
import type { OrderHistoryDto } from '@inkwell/contracts';
import { ORDER_TEXTS_KEY } from './order-texts';
import { StyledMuted } from './styled';
import { useDataTableLabels, useOrderStatusLabel } from './use-order-labels';

export interface OrderHistoryTableProps {
  history: OrderHistoryDto[] | undefined;
  loading?: boolean;
  error?: ReactNode;
}

const key = (path: string) => `${ORDER_TEXTS_KEY}.history.${path}`;

/** What happened to an order, newest as the server sorts it, paged in the browser (the answer is one list). */
export function OrderHistoryTable({ history, loading = false, error }: OrderHistoryTableProps) {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  const tableLabels = useDataTableLabels();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const entries = history ?? [];

  const columns: DataTableColumn<OrderHistoryDto>[] = [
    { id: 'date', header: t(key('date')), cell: (entry) => formatDate(entry.createdAt, true) },
    // Actions are the server's names (take, submit_text, …); shown readable rather than translated.
    { id: 'action', header: t(key('action')), cell: (entry) => entry.action.replace(/[_-]+/g, ' ') },
    {
      id: 'status',
      header: t(key('status')),
      cell: (entry) =>
        entry.fromStatus && entry.fromStatus !== entry.toStatus
          ? `${statusLabel(entry.fromStatus)} → ${statusLabel(entry.toStatus)}`
          : statusLabel(entry.toStatus),
    },
    {
      id: 'actor',
      header: t(key('actor')),
      cell: (entry) => (
        <>
          {entry.actorName ?? t(key(`roles.${entry.actorRole}`))}
          {entry.actorName && <StyledMuted> ({t(key(`roles.${entry.actorRole}`))})</StyledMuted>}
        </>
      ),
    },
    { id: 'note', header: t(key('note')), cell: (entry) => entry.note ?? '' },
  ];

  return (
    <DataTable
      {...tableLabels}
      label={t(key('label'))}
      columns={columns}
      rows={entries.slice(page * pageSize, (page + 1) * pageSize)}
      rowKey={(entry) => entry.id}
      total={entries.length}
      loading={loading}
      error={error}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      emptyState={<EmptyState title={t(key('empty'))} />}
    />
  );
}
