import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SystemPriceListDto } from '@inkwell/contracts';
import { EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import { useLocalizedPath, WholeListTable } from '@inkwell/web-kit';
import { useGetSystemPriceListsQuery } from '../api/price-lists-api';
import { StyledIntro } from './styled';

type SystemListRow = SystemPriceListDto & { id: string };

/** The settings tab "System price list": the system list of each currency, linking to its page. */
export function SystemPriceListsTab() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const result = useGetSystemPriceListsQuery();
  const columns: DataTableColumn<SystemListRow>[] = [
    {
      id: 'list',
      header: t('settings.priceLists.columns.list'),
      cell: (list) => (
        <Link to={localized(`/settings/pricelist/system/copywriting?currency=${list.currency}`)}>
          {t('settings.priceLists.systemList', { currency: list.currency })}
        </Link>
      ),
    },
    { id: 'current', header: t('settings.priceLists.columns.current'), cell: (list) => list.current },
    { id: 'scheduled', header: t('settings.priceLists.columns.scheduled'), cell: (list) => list.scheduled },
    {
      id: 'nextChange',
      header: t('settings.priceLists.columns.nextChange'),
      cell: (list) => (list.nextChange ? formatDate(list.nextChange) : t('settings.priceLists.noChange')),
    },
  ];
  return (
    <>
      <StyledIntro>{t('settings.priceLists.systemIntro')}</StyledIntro>
      <WholeListTable<SystemListRow>
        result={{ data: result.data?.map((list) => ({ ...list, id: list.currency })), isFetching: result.isFetching, error: result.error }}
        label={t('settings.tabs.system-pricelist')}
        columns={columns}
        emptyState={<EmptyState title={t('settings.priceLists.systemEmpty')} />}
      />
    </>
  );
}
