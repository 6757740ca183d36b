import { useTranslation } from 'react-i18next';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { OrderHistoryDto } from '@inkwell/contracts';
import { ListTable } from '../tables/list-table';
import { usePaging } from '../tables/use-paging';
import { ORDER_TEXTS_KEY } from './order-texts';
import { StyledMuted } from './styled';
import { useOrderStatusLabel } from './use-order-labels';

export interface OrderHistoryTableProps {
  /** The history call's state, as an RTK Query hook returns it. */
  result: { data?: OrderHistoryDto[]; isFetching: boolean; error?: unknown };
  /** The table's accessible name; 'Order history' unless the page names it otherwise. */
  label?: string;
  /** Columns in the reader's own words (the client's); the back office's and linguists' columns otherwise. */
  columns?: DataTableColumn<OrderHistoryDto>[];
  /** What an empty history says. */
  emptyTitle?: string;
}

const key = (path: string) => `${ORDER_TEXTS_KEY}.history.${path}`;

function useStaffColumns(): DataTableColumn<OrderHistoryDto>[] {
  const { t } = useTranslation();
  const statusLabel = useOrderStatusLabel();
  return [
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
}

/** What happened to an order, newest as the server sorts it, paged in the browser (the answer is one list). */
export function OrderHistoryTable({ result, label, columns, emptyTitle }: OrderHistoryTableProps) {
  const { t } = useTranslation();
  const staffColumns = useStaffColumns();
  const paging = usePaging();
  const entries = result.data ?? [];
  const page = { data: entries.slice(paging.offset, paging.offset + paging.limit), total: entries.length };

  return (
    <ListTable<OrderHistoryDto>
      result={{ ...result, data: page }}
      paging={paging}
      label={label ?? t(key('label'))}
      columns={columns ?? staffColumns}
      emptyState={<EmptyState title={emptyTitle ?? t(key('empty'))} />}
    />
  );
}
