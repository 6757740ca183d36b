import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import { formatWordsRange, ListTable, OrderStatusBadge, useDisplayNames, usePaging, useLocalizedPath } from '@inkwell/web-kit';
import type { SelfClientOrder } from '@inkwell/contracts';
import { moneyText, pricePerWordText } from '../../../utils/price-per-word';
import { useGetClientOrdersQuery } from '../api/clients-api';

/** Her orders with this client, paged on the server, each linking to its order page. */
export function ClientOrdersTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const { languageName } = useDisplayNames();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const result = useGetClientOrdersQuery({ clientId, limit: paging.limit, offset: paging.offset });
  const header = (id: string) => t(`clients.orders.columns.${id}`);

  const columns: DataTableColumn<SelfClientOrder>[] = [
    { id: 'title', header: header('title'), cell: (order) => <Link to={localized(`/order/${order.id}`)}>{order.title}</Link> },
    { id: 'role', header: header('role'), cell: (order) => t(`clients.orders.roles.${order.role}`) },
    { id: 'language', header: header('language'), cell: (order) => languageName(order.language) },
    { id: 'status', header: header('status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
    { id: 'words', header: header('words'), align: 'right', cell: (order) => formatWordsRange(order.words) },
    { id: 'payPerWord', header: header('payPerWord'), align: 'right', cell: (order) => pricePerWordText(t, order.payPerWord, order.currency) },
    { id: 'earned', header: header('earned'), align: 'right', cell: (order) => moneyText(order.earned, order.currency) },
    { id: 'created', header: header('created'), cell: (order) => formatDate(order.createdAt) },
  ];

  return (
    <ListTable<SelfClientOrder>
      result={result}
      paging={paging}
      label={t('clients.orders.title')}
      columns={columns}
      emptyState={<EmptyState title={t('clients.orders.empty')} />}
    />
  );
}
