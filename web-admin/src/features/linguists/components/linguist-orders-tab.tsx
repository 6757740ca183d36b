import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { AdminLinguistOrderRow } from '@inkwell/contracts';
import { formatMoneyRange, formatWordsRange, ListTable, OrderStatusBadge, useDisplayNames, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { clientName } from '../../../utils/client-name';
import { useGetLinguistOrdersQuery } from '../api/linguists-api';

function useOrderRowColumns(): DataTableColumn<AdminLinguistOrderRow>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  return useMemo(() => {
    const header = (id: string) => t(`linguists.orders.columns.${id}`);
    return [
      { id: 'order', header: header('order'), cell: (order) => <Link to={localized(`/order/${order.id}`)}>{order.title}</Link> },
      { id: 'client', header: header('client'), cell: (order) => <Link to={localized(`/client/${order.client.id}`)}>{clientName(order.client, t)}</Link> },
      { id: 'role', header: header('role'), cell: (order) => t(`linguists.orders.roles.${order.role}`) },
      { id: 'language', header: header('language'), cell: (order) => languageName(order.language) },
      { id: 'status', header: header('status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
      { id: 'words', header: header('words'), align: 'right', cell: (order) => formatWordsRange(order.words) },
      { id: 'price', header: header('price'), align: 'right', cell: (order) => formatMoneyRange(order.price) },
      { id: 'created', header: header('created'), cell: (order) => formatDate(order.createdAt) },
    ];
  }, [t, localized, languageName]);
}

/** The orders she wrote or proofread for any client, newest first, paged on the server. */
export function LinguistOrdersTab({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const columns = useOrderRowColumns();
  const result = useGetLinguistOrdersQuery({ id: linguistId, limit: paging.limit, offset: paging.offset });
  return (
    <ListTable<AdminLinguistOrderRow>
      result={result}
      paging={paging}
      label={t('linguists.orders.label')}
      columns={columns}
      emptyState={<EmptyState title={t('linguists.orders.empty')} />}
    />
  );
}
