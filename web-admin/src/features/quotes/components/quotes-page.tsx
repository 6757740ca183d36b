import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { QUOTE_STATUSES, type AdminQuoteDto, type QuoteStatus } from '@inkwell/contracts';
import { EmptyState, PageHeader, Tabs, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import { ListTable, TabPanel, useDisplayNames, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetAdminQuotesQuery } from '../api/quotes-api';
import { languagesOf } from './quote-languages';

const isQuoteStatus = (value: string): value is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(value);

function QuoteList({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { languageName } = useDisplayNames();
  const paging = usePaging();
  const result = useGetAdminQuotesQuery({ status, limit: paging.limit, offset: paging.offset });
  const columns = useMemo<DataTableColumn<AdminQuoteDto>[]>(
    () => [
      {
        id: 'id',
        header: t('quotes.columns.id'),
        cell: (quote) => (
          <Link to={localized(`/quote/${quote.id}`)} aria-label={t('quotes.open', { id: quote.id })}>
            {quote.id}
          </Link>
        ),
      },
      { id: 'client', header: t('quotes.columns.client'), cell: (quote) => <Link to={localized(`/client/${quote.clientId}`)}>{quote.clientName}</Link> },
      { id: 'kind', header: t('quotes.columns.kind'), cell: (quote) => t(`quotes.kinds.${quote.kind}`) },
      { id: 'languages', header: t('quotes.columns.languages'), cell: (quote) => languagesOf(quote, languageName) },
      { id: 'scope', header: t('quotes.columns.scope'), cell: (quote) => t(`quotes.scopes.${quote.projectScope}`) },
      status === 'answered'
        ? { id: 'answeredAt', header: t('quotes.columns.answeredAt'), cell: (quote) => formatDate(quote.answeredAt, true) }
        : { id: 'createdAt', header: t('quotes.columns.createdAt'), cell: (quote) => formatDate(quote.createdAt, true) },
    ],
    [t, localized, status, languageName],
  );
  return (
    <ListTable<AdminQuoteDto>
      result={result}
      paging={paging}
      label={t(`quotes.tabs.${status}`)}
      columns={columns}
      emptyState={<EmptyState title={t(`quotes.empty.${status}`)} />}
    />
  );
}

/** decision 045, /quotes/:tab?: the custom quote requests clients sent, new (the default) or answered. */
export function QuotesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { tab = 'new' } = useParams();
  if (!isQuoteStatus(tab)) return <Navigate to={localized('/quotes')} replace />;
  return (
    <>
      <PageHeader title={t('quotes.title')} />
      <Tabs
        aria-label={t('quotes.tabs.label')}
        tabs={QUOTE_STATUSES.map((id) => ({ id, label: t(`quotes.tabs.${id}`) }))}
        active={tab}
        onChange={(next) => navigate(localized(`/quotes/${next}`))}
      />
      <TabPanel aria-label={t(`quotes.tabs.${tab}`)}>
        <QuoteList key={tab} status={tab} />
      </TabPanel>
    </>
  );
}
