import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EMPTY_VALUE, formatDate, formatRate, PageHeader, Tabs } from '@inkwell/ui-kit';
import type { AdminClientDetailDto } from '@inkwell/contracts';
import { DetailsCard, errorToText, PageSpinner, registerImportTexts, Stack, TabPanel, useDisplayNames, useLocalizedPath } from '@inkwell/web-kit';
import { i18n } from '../../../locales/i18n';
import { useGetClientQuery } from '../api/clients-api';
import { ClientBalanceTab } from './client-balance-tab';
import { ClientGroupsTab } from './client-groups-tab';
import { ClientLinguistsTab } from './client-linguists-tab';
import { ClientMessagesTab } from './client-messages-tab';
import { ClientProjectsTab } from './client-projects-tab';
import { clientName } from '../../../utils/client-name';
import { ClientTemplatesTab } from './client-templates-tab';
import { ClientSettingsTab } from './client-settings-tab';
import { StyledBackLink, StyledHeaderLink } from './styled';

// The header's bulk upload button says what the bulk-upload screens say.
registerImportTexts(i18n);

/** The spec's client tabs that exist in the back office so far, in its order; projects is the default. */
const CLIENT_TABS = ['projects', 'layouts', 'briefings', 'linguists', 'groups', 'messages', 'balance', 'settings'] as const;
type ClientTab = (typeof CLIENT_TABS)[number];
const isClientTab = (value: string): value is ClientTab => (CLIENT_TABS as readonly string[]).includes(value);

function ClientDetails({ client }: { client: AdminClientDetailDto }) {
  const { t } = useTranslation();
  const { countryName } = useDisplayNames();
  const label = (id: string) => t(`clients.client.details.${id}`);
  const billingName = client.billing
    ? client.billing.companyName || [client.billing.firstName, client.billing.lastName].filter(Boolean).join(' ') || EMPTY_VALUE
    : EMPTY_VALUE;
  return (
    <DetailsCard
      title={t('clients.client.details.title')}
      items={[
        { id: 'number', label: label('number'), value: client.id },
        { id: 'email', label: label('email'), value: client.email },
        { id: 'invoicing', label: label('invoicing'), value: t(`clients.invoicing.${client.invoicing}`) },
        { id: 'currency', label: label('currency'), value: client.currency ?? EMPTY_VALUE },
        { id: 'status', label: label('status'), value: t(`clients.status.${client.status}`) },
        { id: 'language', label: label('language'), value: t(`languages.${client.language}`, { defaultValue: client.language }) },
        { id: 'country', label: label('country'), value: client.country ? countryName({ code: client.country, name: client.country }) : EMPTY_VALUE },
        // VAT is a decimal fraction such as 0.1900; staff read it as a percentage.
        { id: 'vat', label: label('vat'), value: formatRate(client.vat) },
        { id: 'billingName', label: label('billingName'), value: billingName },
        { id: 'billingEmail', label: label('billingEmail'), value: client.billing?.email ?? EMPTY_VALUE },
        { id: 'legalCheck', label: label('legalCheck'), value: t(`clients.client.legalCheck.${client.legalCheckStatus ?? 'none'}`) },
        { id: 'registered', label: label('registered'), value: formatDate(client.createdAt, true) },
      ]}
    />
  );
}

function TabContent({ tab, client }: { tab: ClientTab; client: AdminClientDetailDto }) {
  if (tab === 'projects') return <ClientProjectsTab clientId={client.id} />;
  if (tab === 'balance') return <ClientBalanceTab client={client} />;
  if (tab === 'linguists') return <ClientLinguistsTab client={client} />;
  if (tab === 'groups') return <ClientGroupsTab clientId={client.id} />;
  if (tab === 'messages') return <ClientMessagesTab client={client} />;
  if (tab === 'settings') return <ClientSettingsTab client={client} />;
  // Keyed, so switching lists starts with an empty search on the first page.
  return <ClientTemplatesTab key={tab} clientId={client.id} tab={tab} />;
}

/**
 * Spec /client/:id?/:tab?/:page?/:subpage?: who the client is, and their layouts, briefings, linguists, groups, messages,
 * balance and notification recipients.
 */
export function ClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id = '', tab = 'projects', page } = useParams();
  const clientId = /^\d+$/.test(id) ? Number(id) : null;
  const { data: client, error, isLoading } = useGetClientQuery(clientId ?? 0, { skip: clientId === null });

  if (clientId === null) return <Navigate to={localized('/404')} replace />;
  if (!isClientTab(tab)) return <Navigate to={localized(`/client/${clientId}`)} replace />;
  // Only the messages tab has pages of its own.
  if (page !== undefined && tab !== 'messages') return <Navigate to={localized(`/client/${clientId}/${tab}`)} replace />;

  const back = <StyledBackLink to={localized('/clients/search')}>{t('clients.client.back')}</StyledBackLink>;
  if (isLoading) return <PageSpinner />;
  if (!client) {
    return (
      <>
        {back}
        <Alert variant="danger">{errorToText(error, t)}</Alert>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={clientName(client, t)}
        actions={
          <>
            {/* The admin wizard with this client picked and no language ('-'): decision 043. */}
            <StyledHeaderLink to={localized(`/orders/create/-/${client.id}`)}>{t('clients.client.newOrder')}</StyledHeaderLink>
            <Button variant="secondary" onClick={() => navigate(localized(`/projects/upload?upload=1&clientId=${client.id}`))}>
              {t('importsCommon.uploadTitle')}
            </Button>
          </>
        }
      />
      <Stack>
        <ClientDetails client={client} />
        <Tabs
          aria-label={t('clients.client.tabs.label')}
          tabs={CLIENT_TABS.map((item) => ({ id: item, label: t(`clients.client.tabs.${item}`) }))}
          active={tab}
          onChange={(next) => navigate(localized(`/client/${clientId}/${next}`))}
        />
      </Stack>
      <TabPanel aria-label={t(`clients.client.tabs.${tab}`)}>
        <TabContent tab={tab} client={client} />
      </TabPanel>
    </>
  );
}
