import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState, formatDate, PageHeader, type DataTableColumn } from '@inkwell/ui-kit';
import { ListTable, usePaging, useLocalizedPath } from '@inkwell/web-kit';
import type { SelfClient } from '@inkwell/contracts';
import { i18n } from '../../../locales/i18n';
import { moneyText, ratingText } from '../../../utils/price-per-word';
import { useGetClientsQuery } from '../api/clients-api';
import { registerClientsTexts } from '../locales';

registerClientsTexts(i18n);

/** /clients — the clients she worked for; core-api answers the whole list, so it is paged here. */
export function ClientsPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const { data: clients, isFetching, error } = useGetClientsQuery();
  const header = (id: string) => t(`clients.columns.${id}`);

  const columns: DataTableColumn<SelfClient>[] = [
    { id: 'name', header: header('name'), cell: (client) => <Link to={localized(`/client/${client.id}`)}>{client.name}</Link> },
    { id: 'orders', header: header('orders'), align: 'right', cell: (client) => client.orders },
    { id: 'acceptedOrders', header: header('acceptedOrders'), align: 'right', cell: (client) => client.acceptedOrders },
    { id: 'earnings', header: header('earnings'), align: 'right', cell: (client) => moneyText(client.earnings, client.currency) },
    { id: 'rating', header: header('rating'), align: 'right', cell: (client) => ratingText(client.rating) },
    { id: 'lastOrder', header: header('lastOrder'), cell: (client) => formatDate(client.lastOrderAt) },
  ];
  const page = clients && { data: clients.slice(paging.offset, paging.offset + paging.limit), total: clients.length };

  return (
    <>
      <PageHeader title={t('clients.title')} />
      <p>{t('clients.intro')}</p>
      <ListTable<SelfClient>
        result={{ data: page, isFetching, error }}
        paging={paging}
        label={t('clients.title')}
        columns={columns}
        emptyState={<EmptyState title={t('clients.empty')} />}
      />
    </>
  );
}
