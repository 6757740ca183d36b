import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, type DataTableColumn } from '@inkwell/ui-kit';
import { errorToText, isSearchTooShort, useDataTableLabels, useListFilters, useOrderColumns, usePaging, useSearchTooShortTexts } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderListQuery, type ActionRequiredFilter, type OrderView } from '../api/order-lists-api';
import { OrderSelectionBar, StyledSelectBox, useOrderSelection } from './order-selection';

/** A reason is up to 5,000 characters; the list shows its start and the order page the rest. */
const REASON_SHOWN_CHARS = 160;

/** Why an order needs staff: who asked to reject it and why (decision 048), or its missing proofreader. */
function ActionReason({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  if (order.rejection) {
    const { reason, requestedBy } = order.rejection;
    const shown = reason.length > REASON_SHOWN_CHARS ? `${reason.slice(0, REASON_SHOWN_CHARS)}…` : reason;
    return (
      <span>
        <strong>{t(`dashboard.orders.reason.by_${requestedBy}`)}</strong> {shown}
      </span>
    );
  }
  return order.status === 'ready_for_pr' ? t('dashboard.orders.filters.proofreader_missing') : null;
}

/**
 * One dashboard order list across all clients: searched and paged on the server. The next page is asked
 * for by the cursor the page before answered, so page 5,000 costs what page 2 does (decision 019); a page
 * whose cursor is not known (a fresh page size) is asked for by offset.
 */
export function OrderListTable({ view, filter }: { view: OrderView; filter: ActionRequiredFilter }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const labels = useDataTableLabels();
  const paging = usePaging();
  // The search lives in the address with the page (decision 059): Back from an order returns to the same list.
  const filters = useListFilters({ search: '' });
  const { search } = filters.values;
  const selection = useOrderSelection();
  // The cursor each page starts after, by search, page size and page: a cursor belongs to the query that answered it.
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const cursorOf = (page: number) => `${search}\n${paging.pageSize}\n${page}`;
  const after = paging.page > 0 ? cursors[cursorOf(paging.page)] : undefined;
  // Every client's titles are searched by their trigrams: one or two letters have none, so the list waits for a third.
  const tooShort = isSearchTooShort(search);
  const tooShortTexts = useSearchTooShortTexts(tooShort);
  const result = useGetOrderListQuery({ view, filter, search, limit: paging.limit, offset: paging.offset, after }, { skip: tooShort });
  const shown = result.currentData;
  const nextKey = cursorOf(paging.page + 1);
  const nextCursor = shown?.nextCursor;
  useEffect(() => {
    if (nextCursor) setCursors((known) => (known[nextKey] === nextCursor ? known : { ...known, [nextKey]: nextCursor }));
  }, [nextKey, nextCursor]);

  const header = (id: string) => t(`dashboard.orders.columns.${id}`);
  const rows = tooShort ? [] : (result.data?.data ?? []);
  const capped = !tooShort && result.data?.totalCapped === true;
  // Past a capped total the kit's pager knows no last page: it is told of one more page while the server has one.
  const total = capped
    ? result.data?.nextCursor
      ? (paging.page + 2) * paging.pageSize
      : paging.page * paging.pageSize + rows.length
    : tooShort
      ? 0
      : (result.data?.total ?? 0);

  const rowsSelected = rows.length > 0 && rows.every((order) => selection.has(order.id));
  const selectColumn: DataTableColumn<OrderDto> = {
    id: 'select',
    header: (
      <StyledSelectBox
        type="checkbox"
        aria-label={t('dashboard.orders.selection.page')}
        checked={rowsSelected}
        disabled={rows.length === 0}
        onChange={(event) => selection.toggleAll(rows, event.target.checked)}
      />
    ),
    cell: (order) => (
      <StyledSelectBox
        type="checkbox"
        aria-label={t('dashboard.orders.selection.order', { id: order.id, title: order.title })}
        checked={selection.has(order.id)}
        disabled={!selection.has(order.id) && selection.full}
        onChange={(event) => selection.toggle(order, event.target.checked)}
      />
    ),
  };

  return (
    <>
      <OrderSelectionBar selection={selection} />
      <DataTable<OrderDto>
        {...labels}
        pageLabel={
          capped ? (from, to) => t('dashboard.orders.pageCapped', { from, to, total: result.data?.total ?? 0 }) : labels.pageLabel
        }
        label={t(`dashboard.orders.views.${view}`)}
        columns={[
          selectColumn,
          column.id(header('id')),
          column.title(header('title')),
          column.client(header('client'), { linked: true }),
          column.language(header('language')),
          column.level(header('level')),
          column.status(header('status')),
          ...(view === 'action-required' ? [{ id: 'reason', header: header('reason'), cell: (order: OrderDto) => <ActionReason order={order} /> }] : []),
          column.price(header('price')),
          column.created(header('created')),
          column.deadline(header('deadline')),
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        total={total}
        totalCapped={capped}
        loading={result.isFetching}
        error={result.error ? errorToText(result.error, t) : undefined}
        page={paging.page}
        pageSize={paging.pageSize}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
        search={search}
        onSearchChange={(next) => filters.setValue('search', next)}
        searchPlaceholder={t('dashboard.orders.searchPlaceholder')}
        emptyState={<EmptyState title={t('dashboard.orders.empty')} />}
        {...tooShortTexts}
      />
    </>
  );
}
