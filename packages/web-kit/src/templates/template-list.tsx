import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { Page } from '@inkwell/contracts';
import { useLocalizedPath } from '../routing/language-prefix';
import { ListTable } from '../tables/list-table';
import { usePaging, type Paging } from '../tables/use-paging';
import type { TemplateRecord } from './template-records';
import { TEMPLATE_TEXTS_KEY } from './template-texts';

/** What a briefing or layout list call asks for: core-api's `search`, `limit` and `offset` (a type, so it is a query record). */
export type TemplateListQuery = {
  search?: string;
  limit: number;
  offset: number;
};

export interface TemplateListState {
  paging: Paging;
  search: string;
  setSearch: (search: string) => void;
  query: TemplateListQuery;
}

/** The page and search of a template list; a new search starts again at the first page. */
export function useTemplateListState(): TemplateListState {
  const paging = usePaging();
  const [search, setSearchState] = useState('');
  return {
    paging,
    search,
    setSearch: (next) => {
      setSearchState(next);
      paging.setPage(0);
    },
    query: { search: search || undefined, limit: paging.limit, offset: paging.offset },
  };
}

/** Name (linking to the template), last change and the open action; `pathOf` says where a row opens. */
export function useTemplateColumns<Row extends TemplateRecord>(pathOf: (row: Row) => string): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const text = (key: string, values?: Record<string, string>) => t(`${TEMPLATE_TEXTS_KEY}.${key}`, values);
  return [
    { id: 'name', header: text('columns.name'), cell: (row) => <Link to={localized(pathOf(row))}>{row.name}</Link> },
    { id: 'updated', header: text('columns.updated'), cell: (row) => formatDate(row.updatedAt, true) },
    {
      id: 'actions',
      header: text('columns.actions'),
      cell: (row) => (
        <Link to={localized(pathOf(row))} aria-label={text('openNamed', { name: row.name })}>
          {text('open')}
        </Link>
      ),
    },
  ];
}

export interface TemplateListTableProps<Row extends TemplateRecord> {
  /** the list call's state, as an RTK Query hook returns it */
  result: { data?: Page<Row>; isFetching: boolean; error?: unknown };
  state: TemplateListState;
  label: string;
  pathOf: (row: Row) => string;
  emptyState: ReactNode;
}

/** A searchable, paged list of briefings or layouts, each row opening its page. */
export function TemplateListTable<Row extends TemplateRecord>({ result, state, label, pathOf, emptyState }: TemplateListTableProps<Row>) {
  const columns = useTemplateColumns<Row>(pathOf);
  return (
    <ListTable<Row>
      result={result}
      paging={state.paging}
      label={label}
      columns={columns}
      search={state.search}
      onSearchChange={state.setSearch}
      emptyState={emptyState}
    />
  );
}
