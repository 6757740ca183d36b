import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ClientPriceListDto } from '@inkwell/contracts';
import { Button, EmptyState, FormField, formatDate, useToast, type DataTableColumn } from '@inkwell/ui-kit';
import { errorToText, ListTable, Section, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { ClientPicker } from '../../../components/client-picker';
import { useCreateClientPriceListMutation, useGetClientPriceListsQuery } from '../api/price-lists-api';
import { StyledIntro } from './styled';
import { StyledCreateListForm } from './styled-price-lists';

function CreateClientPriceList() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [clientId, setClientId] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateClientPriceListMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (clientId === undefined) {
      setFailure(t('settings.priceLists.create.pickClient'));
      return;
    }
    try {
      const list = await create({ clientId }).unwrap();
      toast.show(t('settings.priceLists.create.done'), 'success');
      navigate(localized(`/settings/pricelist/${list.id}/copywriting`));
    } catch (error) {
      setFailure(errorToText(error, t));
    }
  };

  return (
    <Section title={t('settings.priceLists.create.title')}>
      <StyledCreateListForm noValidate onSubmit={(event) => void submit(event)} aria-label={t('settings.priceLists.create.title')}>
        <FormField label={t('settings.priceLists.create.client')} htmlFor="price-list-client" error={failure ?? undefined}>
          <ClientPicker id="price-list-client" value={clientId} onChange={setClientId} aria-invalid={failure ? true : undefined} />
        </FormField>
        <Button type="submit" loading={isLoading}>
          {t('settings.priceLists.create.submit')}
        </Button>
      </StyledCreateListForm>
    </Section>
  );
}

/** The settings tab "Client price lists": each client's own list, found by client, and a new one for a client. */
export function ClientPriceListsTab() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  // The table's search box waits for typing to pause (spec §9) before it reports.
  const [search, setSearch] = useState('');
  const result = useGetClientPriceListsQuery({ search, limit: paging.limit, offset: paging.offset });
  const columns: DataTableColumn<ClientPriceListDto>[] = [
    {
      id: 'client',
      header: t('settings.priceLists.columns.client'),
      cell: (list) => <Link to={localized(`/settings/pricelist/${list.id}/copywriting`)}>{list.clientName}</Link>,
    },
    { id: 'currency', header: t('settings.priceLists.columns.currency'), cell: (list) => list.currency },
    { id: 'current', header: t('settings.priceLists.columns.current'), cell: (list) => list.current },
    { id: 'scheduled', header: t('settings.priceLists.columns.scheduled'), cell: (list) => list.scheduled },
    {
      id: 'nextChange',
      header: t('settings.priceLists.columns.nextChange'),
      cell: (list) => (list.nextChange ? formatDate(list.nextChange) : t('settings.priceLists.noChange')),
    },
    { id: 'created', header: t('settings.priceLists.columns.created'), cell: (list) => formatDate(list.createdAt) },
  ];
  return (
    <>
      <StyledIntro>{t('settings.priceLists.clientIntro')}</StyledIntro>
      <CreateClientPriceList />
      <ListTable<ClientPriceListDto>
        result={result}
        paging={paging}
        label={t('settings.tabs.client-pricelists')}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder={t('settings.priceLists.search')}
        emptyState={<EmptyState title={t('settings.priceLists.empty')} />}
      />
    </>
  );
}
