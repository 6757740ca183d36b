import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@inkwell/ui-kit';
import type { OrderDto } from '@inkwell/contracts';
import { ListTable, isSearchTooShort, usePaging } from '@inkwell/web-kit';
import { useGetClientOrdersQuery } from '../../../api/orders-api';
import { useClientOrderColumns } from '../../../components/order-columns';
import { StyledSectionTitle } from './styled';

/** Spec §2 "Orders ready": the ready orders, searchable and paged. */
export function OrdersReadyTable() {
  const { t } = useTranslation();
  const columns = useClientOrderColumns();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  // Titles are searched by their trigrams: one or two letters have none, so the list asks for a third instead.
  const tooShort = isSearchTooShort(search);
  const result = useGetClientOrdersQuery({ status: 'ready', search, limit: paging.limit, offset: paging.offset }, { skip: tooShort });
  return (
    <section aria-labelledby="orders-ready-title">
      <StyledSectionTitle id="orders-ready-title">{t('dashboard.ordersReady.title')}</StyledSectionTitle>
      <ListTable<OrderDto>
        result={result}
        paging={paging}
        label={t('dashboard.ordersReady.title')}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchTooShort={tooShort}
        emptyState={<EmptyState title={t('dashboard.ordersReady.empty')} />}
      />
    </section>
  );
}
