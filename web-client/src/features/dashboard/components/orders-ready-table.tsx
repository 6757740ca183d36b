import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@inkwell/ui-kit';
import { useGetClientOrdersQuery } from '../../../api/orders-api';
import { OrdersTable } from '../../../components/orders-table/orders-table';
import { usePaging } from '../../../hooks/use-paging';
import { StyledSectionTitle } from './styled';

/** Spec §2 "Orders ready": the ready orders, searchable and paged. */
export function OrdersReadyTable() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const result = useGetClientOrdersQuery({ status: 'ready', search, limit: paging.limit, offset: paging.offset });
  return (
    <section aria-labelledby="orders-ready-title">
      <StyledSectionTitle id="orders-ready-title">{t('dashboard.ordersReady.title')}</StyledSectionTitle>
      <OrdersTable
        result={result}
        paging={paging}
        label={t('dashboard.ordersReady.title')}
        search={search}
        onSearchChange={setSearch}
        emptyState={<EmptyState title={t('dashboard.ordersReady.empty')} />}
      />
    </section>
  );
}
