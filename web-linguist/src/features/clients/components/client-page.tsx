import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, formatDate, PageHeader, Tabs } from '@inkwell/ui-kit';
import { DetailsCard, errorToText, PageSpinner, Stack, TabPanel, toHttpError, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { moneyText, ratingText } from '../../../utils/price-per-word';
import { useGetClientQuery } from '../api/clients-api';
import { registerClientsTexts } from '../locales';
import { ClientActivitiesTab, ClientEarningsTab, ClientRatingTab, ClientStatsTab } from './client-figures-tabs';
import { ClientOrdersTab } from './client-orders-tab';
import { PartnershipPricesTab } from './partnership-prices-tab';

registerClientsTexts(i18n);

const CLIENT_TABS = ['orders', 'activities', 'stats', 'rating', 'earnings', 'prices'] as const;
type ClientTab = (typeof CLIENT_TABS)[number];
const isClientTab = (value: string): value is ClientTab => (CLIENT_TABS as readonly string[]).includes(value);

function TabContent({ tab, clientId }: { tab: ClientTab; clientId: number }) {
  switch (tab) {
    case 'activities':
      return <ClientActivitiesTab clientId={clientId} />;
    case 'stats':
      return <ClientStatsTab clientId={clientId} />;
    case 'rating':
      return <ClientRatingTab clientId={clientId} />;
    case 'earnings':
      return <ClientEarningsTab clientId={clientId} />;
    case 'prices':
      return <PartnershipPricesTab clientId={clientId} />;
    default:
      return <ClientOrdersTab clientId={clientId} />;
  }
}

/**
 * /client/:id/:tab? — what she did for one client: a summary, the orders (default), the activities, her statistics,
 * the client's ratings, her earnings and the partnership prices.
 */
export function ClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id: idParam, tab = 'orders' } = useParams();
  const id = Number(idParam);
  const valid = Number.isInteger(id) && id > 0;
  const { data: client, error, isLoading } = useGetClientQuery(id, { skip: !valid });

  if (!valid) return <Navigate to={localized('/clients')} replace />;
  if (!isClientTab(tab)) return <Navigate to={localized(`/client/${id}`)} replace />;
  const back = <Link to={localized('/clients')}>{t('clients.client.back')}</Link>;
  if (isLoading) return <PageSpinner />;
  if (!client) {
    const notFound = toHttpError(error)?.status === 404;
    return (
      <Stack>
        <Alert variant="danger">{notFound ? t('clients.client.notFound') : errorToText(error, t)}</Alert>
        {back}
      </Stack>
    );
  }
  const column = (key: string) => t(`clients.columns.${key}`);

  return (
    <>
      {back}
      <PageHeader title={client.name} />
      <Stack>
        <DetailsCard
          title={t('clients.client.summary')}
          items={[
            { id: 'orders', label: column('orders'), value: client.orders },
            { id: 'acceptedOrders', label: column('acceptedOrders'), value: client.acceptedOrders },
            { id: 'earnings', label: column('earnings'), value: moneyText(client.earnings, client.currency) },
            { id: 'rating', label: column('rating'), value: ratingText(client.rating) },
            { id: 'lastOrder', label: column('lastOrder'), value: formatDate(client.lastOrderAt) },
          ]}
        />
        <Tabs
          aria-label={t('clients.client.tabs.label')}
          tabs={CLIENT_TABS.map((each) => ({ id: each, label: t(`clients.client.tabs.${each}`) }))}
          active={tab}
          onChange={(next) => navigate(localized(next === 'orders' ? `/client/${id}` : `/client/${id}/${next}`))}
        />
        <TabPanel aria-label={t(`clients.client.tabs.${tab}`)}>
          <TabContent tab={tab} clientId={id} />
        </TabPanel>
      </Stack>
    </>
  );
}
