import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, EMPTY_VALUE, formatDate, Spinner } from '@inkwell/ui-kit';
import { DetailsCard, errorToText, useLocalizedPath } from '@inkwell/web-kit';
import { useGetEmailTemplatesQuery } from '../api/email-templates-api';
import { useGetAdminLanguagesQuery } from '../api/languages-api';
import { useGetSystemPriceListsQuery } from '../api/price-lists-api';
import { useGetInternalUsersQuery } from '../api/staff-users-api';
import { languageGroupOf } from './languages-tab';
import { StyledIntro, StyledSummaryGrid } from './styled';

interface Figures<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
}

/** A figure once its call answered; a spinner before, the reason after a failure. */
function useFigure() {
  const { t } = useTranslation();
  return <T,>(result: Figures<T>, show: (data: T) => ReactNode): ReactNode => {
    if (result.data !== undefined) return show(result.data);
    if (result.error) return <Alert variant="danger">{errorToText(result.error, t)}</Alert>;
    return <Spinner label={t('table.loading')} />;
  };
}

/**
 * The settings tab "System", the default: how the back office is set up — its staff and who may open invoices, the
 * system price lists and their next change, the languages offered, the mail templates — each with the tab that
 * changes it.
 */
export function SystemTab() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const figure = useFigure();
  const staff = useGetInternalUsersQuery({ status: 'ACTIVE' });
  const languages = useGetAdminLanguagesQuery();
  const templates = useGetEmailTemplatesQuery();
  const priceLists = useGetSystemPriceListsQuery();
  const tabLink = (tab: string, label: string) => <Link to={localized(`/settings/${tab}`)}>{label}</Link>;
  return (
    <>
      <StyledIntro>{t('settings.system.intro')}</StyledIntro>
      <StyledSummaryGrid>
        <DetailsCard
          title={t('settings.system.staff')}
          items={[
            { id: 'active', label: t('settings.system.activeStaff'), value: figure(staff, (page) => page.total) },
            { id: 'faktura', label: t('settings.system.fakturaStaff'), value: figure(staff, (page) => page.data.filter((user) => user.fakturaAccess).length) },
            { id: 'link', label: t('settings.system.change'), value: tabLink('users', t('settings.tabs.users')) },
          ]}
        />
        <DetailsCard
          title={t('settings.system.prices')}
          items={[
            { id: 'currencies', label: t('settings.system.priceListCurrencies'), value: figure(priceLists, (lists) => lists.map((list) => list.currency).join(', ') || EMPTY_VALUE) },
            { id: 'scheduled', label: t('settings.system.scheduledPrices'), value: figure(priceLists, (lists) => lists.reduce((sum, list) => sum + list.scheduled, 0)) },
            {
              id: 'next',
              label: t('settings.system.nextPriceChange'),
              value: figure(priceLists, (lists) => {
                const next = lists.map((list) => list.nextChange).filter((day): day is string => day !== null).sort()[0];
                return next ? formatDate(next) : EMPTY_VALUE;
              }),
            },
            { id: 'link', label: t('settings.system.change'), value: tabLink('system-pricelist', t('settings.tabs.system-pricelist')) },
            { id: 'clients', label: t('settings.system.clientPrices'), value: tabLink('client-pricelists', t('settings.tabs.client-pricelists')) },
          ]}
        />
        <DetailsCard
          title={t('settings.system.languages')}
          items={[
            { id: 'offered', label: t('settings.system.offeredLanguages'), value: figure(languages, (all) => all.filter((language) => language.active).length) },
            { id: 'withdrawn', label: t('settings.system.withdrawnLanguages'), value: figure(languages, (all) => all.filter((language) => !language.active).length) },
            { id: 'groups', label: t('settings.system.languageGroups'), value: figure(languages, (all) => new Set(all.map((language) => languageGroupOf(language.name))).size) },
            { id: 'link', label: t('settings.system.change'), value: tabLink('languages', t('settings.tabs.languages')) },
          ]}
        />
        <DetailsCard
          title={t('settings.system.mail')}
          items={[
            { id: 'templates', label: t('settings.system.mailTemplates'), value: figure(templates, (all) => all.length) },
            { id: 'link', label: t('settings.system.change'), value: tabLink('email-templates', t('settings.tabs.email-templates')) },
            { id: 'outbox', label: t('settings.system.sentMail'), value: tabLink('outbox', t('settings.tabs.outbox')) },
          ]}
        />
      </StyledSummaryGrid>
    </>
  );
}
