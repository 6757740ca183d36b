import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistOrderRow } from '@inkwell/contracts';
import { formatMoneyRange, formatWordsRange, ListTable, OrderStatusBadge, useDisplayNames, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetLinguistOrdersQuery } from '../api/linguists-api';

function useOrderRowColumns(): DataTableColumn<LinguistOrderRow>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  return useMemo(
    () => [
      {
        id: 'order',
        header: t('linguists.orders.columns.order'),
        cell: (order) => <Link to={localized(`/order/${order.id}`)}>{order.title}</Link>,
      },
      { id: 'role', header: t('linguists.orders.columns.role'), cell: (order) => t(`linguists.orders.roles.${order.role}`) },
      { id: 'language', header: t('linguists.orders.columns.language'), cell: (order) => languageName(order.language) },
      { id: 'status', header: t('linguists.orders.columns.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
      { id: 'words', header: t('linguists.orders.columns.words'), align: 'right', cell: (order) => formatWordsRange(order.words) },
      { id: 'price', header: t('linguists.orders.columns.price'), align: 'right', cell: (order) => formatMoneyRange(order.price) },
      { id: 'created', header: t('linguists.orders.columns.created'), cell: (order) => formatDate(order.createdAt) },
    ],
    [t, localized, languageName],
  );
}

/** The client's orders she wrote or proofread, newest first, paged on the server. */
export function LinguistOrdersTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const columns = useOrderRowColumns();
  const result = useGetLinguistOrdersQuery({ id: linguistId, limit: paging.limit, offset: paging.offset });
  return (
    <ListTable<LinguistOrderRow>
      result={result}
      paging={paging}
      label={t('linguists.orders.label')}
      columns={columns}
      emptyState={<EmptyState title={t('linguists.orders.empty')} />}
    />
  );
}
