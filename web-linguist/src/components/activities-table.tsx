import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistActivity, Page } from '@inkwell/contracts';
import { ListTable, useLocalizedPath, type Paging } from '@inkwell/web-kit';

/** The table keys rows by number; an activity's own id is text, unique in the list. */
type ActivityRow = Omit<LinguistActivity, 'id'> & { key: string; id: number };

interface ActivitiesTableProps {
  result: { data?: Page<LinguistActivity>; isFetching: boolean; error?: unknown };
  paging: Paging;
  /** a column naming the client, where the list spans several clients */
  withClient?: boolean;
}

/** Her order events, newest first, paged on the server; each order and client links to its page. Needs the profile-common texts. */
export function ActivitiesTable({ result, paging, withClient = false }: ActivitiesTableProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const text = (key: string) => t(`profileCommon.figures.activities.${key}`);
  const rows = useMemo(
    () =>
      result.data && {
        total: result.data.total,
        data: result.data.data.map((activity, index): ActivityRow => ({ ...activity, key: activity.id, id: paging.offset + index })),
      },
    [result.data, paging.offset],
  );
  const columns = useMemo<DataTableColumn<ActivityRow>[]>(
    () => [
      { id: 'at', header: t('profileCommon.figures.activities.columns.at'), cell: (activity) => formatDate(activity.at, true) },
      { id: 'what', header: t('profileCommon.figures.activities.columns.what'), cell: (activity) => t(`profileCommon.figures.activities.kinds.${activity.kind}`) },
      {
        id: 'order',
        header: t('profileCommon.figures.activities.columns.order'),
        cell: (activity) => (activity.order ? <Link to={localized(`/order/${activity.order.id}`)}>{activity.order.title}</Link> : EMPTY_VALUE),
      },
      ...(withClient
        ? [
            {
              id: 'client',
              header: t('profileCommon.figures.activities.columns.client'),
              cell: (activity: ActivityRow) => (activity.client ? <Link to={localized(`/client/${activity.client.id}`)}>{activity.client.name}</Link> : EMPTY_VALUE),
            },
          ]
        : []),
    ],
    [t, localized, withClient],
  );
  return (
    <ListTable<ActivityRow>
      result={{ data: rows, isFetching: result.isFetching, error: result.error }}
      paging={paging}
      label={text('label')}
      columns={columns}
      emptyState={<EmptyState title={text('empty')} />}
    />
  );
}
