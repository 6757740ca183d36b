import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@inkwell/ui-kit';
import { ListTable, useOrderColumns, usePaging } from '@inkwell/web-kit';
import type { OrderDto } from '@inkwell/contracts';
import { useGetOrderListQuery, type ActionRequiredFilter, type OrderView } from '../api/order-lists-api';

/** One dashboard order list across all clients: searched and paged on the server. */
export function OrderListTable({ view, filter }: { view: OrderView; filter: ActionRequiredFilter }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const result = useGetOrderListQuery({ view, filter, search, limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`dashboard.orders.columns.${id}`);

  return (
    <ListTable<OrderDto>
      result={result}
      paging={paging}
      label={t(`dashboard.orders.views.${view}`)}
      columns={[
        column.id(header('id')),
        column.title(header('title')),
        column.client(header('client'), { linked: true }),
        column.language(header('language')),
        column.level(header('level')),
        column.status(header('status')),
        column.price(header('price')),
        column.created(header('created')),
        column.deadline(header('deadline')),
      ]}
      search={search}
      onSearchChange={setSearch}
      searchPlaceholder={t('dashboard.orders.searchPlaceholder')}
      emptyState={<EmptyState title={t('dashboard.orders.empty')} />}
    />
  );
}
