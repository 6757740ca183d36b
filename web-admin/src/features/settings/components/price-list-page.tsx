import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { PRICE_LIST_SERVICES, type CurrencyIso, type PriceListService } from '@inkwell/contracts';
import { Alert, FormField, PageHeader, Select, Spinner, Tabs } from '@inkwell/ui-kit';
import { errorToText, TabPanel, useLevelLabel, useLocalizedPath } from '@inkwell/web-kit';
import { useGetLevelsQuery } from '../../../api/catalogue-api';
import { useGetClientPriceListQuery, useGetPriceListPositionsQuery, useGetSystemPriceListsQuery, type PriceListRef } from '../api/price-lists-api';
import { PricePositionsTable } from './price-positions-table';
import { SchedulePriceForm } from './schedule-price-form';
import { useLanguageGroupName } from './use-language-group-name';
import { StyledBackLink, StyledIntro } from './styled';
import { StyledListToolbar } from './styled-price-lists';

const DEFAULT_SERVICE: PriceListService = 'copywriting';
const DEFAULT_CURRENCY: CurrencyIso = 'EUR';
const isService = (value: string): value is PriceListService => (PRICE_LIST_SERVICES as readonly string[]).includes(value);

/** 'system', or a client price list's number; anything else is no list. core-api refuses a currency it does not trade. */
function listOf(id: string | undefined, currency: string | null): PriceListRef | null {
  if (id === 'system') return { kind: 'system', currency: currency && /^[A-Z]{3}$/.test(currency) ? (currency as CurrencyIso) : DEFAULT_CURRENCY };
  return id && /^[1-9]\d{0,9}$/.test(id) ? { kind: 'client', id: Number(id) } : null;
}

function ServicePanel({ list, service, currency }: { list: PriceListRef; service: PriceListService; currency: CurrencyIso }) {
  const { t } = useTranslation();
  const levels = useGetLevelsQuery();
  const args = { list, service };
  const positions = useGetPriceListPositionsQuery(args);
  const levelName = useLevelLabel();
  const groupName = useLanguageGroupName();
  const serviceName = t(`settings.priceLists.services.${service}`);
  const unit = t(`settings.priceLists.minorUnit.${currency}`);
  return (
    <>
      <StyledIntro>{t(list.kind === 'system' ? 'settings.priceLists.positions.intro' : 'settings.priceLists.positions.clientIntro', { unit })}</StyledIntro>
      <PricePositionsTable args={args} result={positions} levelName={levelName} groupName={groupName} label={t('settings.priceLists.positions.label', { service: serviceName })} />
      {levels.error ? <Alert variant="danger">{errorToText(levels.error, t)}</Alert> : null}
      {positions.data && levels.data ? (
        <SchedulePriceForm key={`${service}:${currency}`} list={list} service={service} currency={currency} today={positions.data.today} levels={levels.data} />
      ) : null}
    </>
  );
}

/**
 * Spec /settings/pricelist/:id/:tab (copywriting by default), decision 053: one price list, a tab per service with
 * its prices by language group × level, in force and scheduled, and the form that schedules a change. The system
 * list's currency is in the address (?currency=), so each currency's list can be linked and bookmarked.
 */
export function PriceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { id, tab = DEFAULT_SERVICE } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = listOf(id, searchParams.get('currency'));
  const clientList = useGetClientPriceListQuery(list?.kind === 'client' ? list.id : skipToken);
  // The currencies with a system list are core-api's: one list each.
  const systemLists = useGetSystemPriceListsQuery(list?.kind === 'system' ? undefined : skipToken);
  if (!list) return <Navigate to={localized('/settings/system-pricelist')} replace />;
  if (!isService(tab)) return <Navigate to={localized(`/settings/pricelist/${id}/${DEFAULT_SERVICE}${list.kind === 'system' ? `?currency=${list.currency}` : ''}`)} replace />;

  const back = (
    <StyledBackLink to={localized(list.kind === 'system' ? '/settings/system-pricelist' : '/settings/client-pricelists')}>{t('settings.priceLists.back')}</StyledBackLink>
  );
  if (list.kind === 'client' && !clientList.data) {
    return (
      <>
        {back}
        {clientList.error ? <Alert variant="danger">{errorToText(clientList.error, t)}</Alert> : <Spinner />}
      </>
    );
  }
  const currency = list.kind === 'system' ? list.currency : (clientList.data?.currency ?? DEFAULT_CURRENCY);
  const title =
    list.kind === 'system' ? t('settings.priceLists.systemTitle', { currency }) : t('settings.priceLists.clientTitle', { client: clientList.data?.clientName ?? '' });
  const query = list.kind === 'system' ? `?currency=${list.currency}` : '';
  return (
    <>
      {back}
      <PageHeader title={title} />
      {list.kind === 'system' && (
        <StyledListToolbar>
          <FormField label={t('settings.priceLists.currency')} htmlFor="price-list-currency">
            <Select
              id="price-list-currency"
              value={list.currency}
              options={(systemLists.data ?? [{ currency: list.currency }]).map(({ currency: iso }) => ({ value: iso, label: iso }))}
              onChange={(event) => setSearchParams({ currency: event.target.value })}
            />
          </FormField>
        </StyledListToolbar>
      )}
      <Tabs
        aria-label={t('settings.priceLists.services.label')}
        tabs={PRICE_LIST_SERVICES.map((service) => ({ id: service, label: t(`settings.priceLists.services.${service}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(`/settings/pricelist/${id}/${next}${query}`))}
      />
      <TabPanel aria-label={t(`settings.priceLists.services.${tab}`)}>
        <ServicePanel key={`${tab}:${currency}`} list={list} service={tab} currency={currency} />
      </TabPanel>
    </>
  );
}
