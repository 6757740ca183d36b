import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import { useLocalizedPath } from '@inkwell/web-kit';
import type { TemplateRecord } from '../api/templates-api';

/** Name (linking to the template), last change and the open action; `pathOf` says where a row opens. */
export function useTemplateColumns<Row extends TemplateRecord>(pathOf: (row: Row) => string): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return [
    { id: 'name', header: t('templates.columns.name'), cell: (row) => <Link to={localized(pathOf(row))}>{row.name}</Link> },
    { id: 'updated', header: t('templates.columns.updated'), cell: (row) => formatDate(row.updatedAt, true) },
    {
      id: 'actions',
      header: t('templates.columns.actions'),
      cell: (row) => (
        <Link to={localized(pathOf(row))} aria-label={t('templates.openNamed', { name: row.name })}>
          {t('templates.open')}
        </Link>
      ),
    },
  ];
}
