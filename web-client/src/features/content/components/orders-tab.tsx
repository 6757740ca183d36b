import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, Tabs } from '@inkwell/ui-kit';
import { CLIENT_ORDER_VIEWS, type ClientOrderView, type OrderDto } from '@inkwell/contracts';
import { ListTable, isSearchTooShort, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetClientOrdersQuery, useOrderCount } from '../../../api/orders-api';
import { useClientOrderColumns } from '../../../components/order-columns';
import { useFilters } from '../../../hooks/use-filters';
import { emptyOrderFilters, ordersQueryOf } from '../filters';
import { OrderFilters } from './order-filters';

/** One client view of the orders with its own search, filters and page. */
function OrdersView({ view }: { view: ClientOrderView }) {
  const { t } = useTranslation();
  const columns = useClientOrderColumns();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const filters = useFilters(emptyOrderFilters);
  // Titles are searched by their trigrams: one or two letters have none, so the list asks for a third instead.
  const tooShort = isSearchTooShort(search);
  const result = useGetClientOrdersQuery(
    {
      ...ordersQueryOf(filters.applied),
      status: view,
      search,
      limit: paging.limit,
      offset: paging.offset,
    },
    { skip: tooShort },
  );

  return (
    <ListTable<OrderDto>
      result={result}
      paging={paging}
      label={t(`clientViews.${view}`)}
      columns={columns}
      search={search}
      onSearchChange={setSearch}
      searchTooShort={tooShort}
      filters={
        <OrderFilters
          view={view}
          filters={filters}
          onReset={() => {
            filters.reset();
            setSearch('');
          }}
        />
      }
      filtersActive={filters.active}
      emptyState={<EmptyState title={t(`content.orders.empty.${view}`)} />}
    />
  );
}

/** Spec §2 Orders tab: sub-tabs Open, Processing, Ready (with the ready count as a red badge), Completed. */
export function OrdersTab({ view }: { view: ClientOrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { count: readyCount } = useOrderCount('ready');

  return (
    <>
      <Tabs
        aria-label={t('content.tabs.orders')}
        tabs={CLIENT_ORDER_VIEWS.map((id) => ({
          id,
          label: t(`clientViews.${id}`),
          badge: id === 'ready' ? readyCount : undefined,
        }))}
        active={view}
        onChange={(id) => navigate(localized(`/content/orders/${id}`))}
      />
      {/* A new key per view: each sub-tab starts with its own filters and first page. */}
      <OrdersView key={view} view={view} />
    </>
  );
}
