import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader } from '@inkwell/ui-kit';
import { ListTable, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetLayoutsQuery, type TextLayoutDto } from '../api/templates-api';
import { useTemplateColumns } from './template-columns';

/** Spec /layouts: the client's text layouts. */
export function LayoutsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const result = useGetLayoutsQuery({ search: search || undefined, limit: paging.limit, offset: paging.offset });
  const columns = useTemplateColumns<TextLayoutDto>((layout) => `/layouts/${layout.id}`);
  const create = () => navigate(localized('/layouts/create'));
  return (
    <>
      <PageHeader title={t('templates.layouts.title')} actions={<Button onClick={create}>{t('templates.layouts.create')}</Button>} />
      <ListTable<TextLayoutDto>
        result={result}
        paging={paging}
        label={t('templates.layouts.title')}
        columns={columns}
        search={search}
        onSearchChange={setSearch}
        emptyState={<EmptyState title={t('templates.layouts.empty')} />}
      />
    </>
  );
}
