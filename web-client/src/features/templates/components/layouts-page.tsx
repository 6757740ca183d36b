import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, PageHeader } from '@inkwell/ui-kit';
import { TemplateListTable, useLocalizedPath, useTemplateListState } from '@inkwell/web-kit';
import { useGetLayoutsQuery, type TextLayoutDto } from '../api/templates-api';

/** Spec /layouts: the client's text layouts. */
export function LayoutsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const list = useTemplateListState();
  const result = useGetLayoutsQuery(list.query);
  return (
    <>
      <PageHeader
        title={t('templates.layouts.title')}
        actions={<Button onClick={() => navigate(localized('/layouts/create'))}>{t('templates.layouts.create')}</Button>}
      />
      <TemplateListTable<TextLayoutDto>
        result={result}
        state={list}
        label={t('templates.layouts.title')}
        pathOf={(layout) => `/layouts/${layout.id}`}
        emptyState={<EmptyState title={t('templates.layouts.empty')} />}
      />
    </>
  );
}
