import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, EmptyState, formatDate, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistActivity } from '@inkwell/contracts';
import { ListTable, Section, useLocalizedPath, usePaging } from '@inkwell/web-kit';
import { useGetLinguistActivitiesQuery } from '../api/linguists-api';

/** The table keys rows by number; an activity's own id is text, unique in the list. */
type ActivityRow = Omit<LinguistActivity, 'id'> & { key: string; id: number };

/** Order events between the client and her and the client's notes, newest first, paged on the server. */
export function LinguistActivities({ linguistId }: { linguistId: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const paging = usePaging();
  const result = useGetLinguistActivitiesQuery({ id: linguistId, limit: paging.limit, offset: paging.offset });
  const rows = useMemo(
    () => result.data && { total: result.data.total, data: result.data.data.map((activity, index): ActivityRow => ({ ...activity, key: activity.id, id: paging.offset + index })) },
    [result.data, paging.offset],
  );
  const columns = useMemo<DataTableColumn<ActivityRow>[]>(
    () => [
      { id: 'at', header: t('linguists.activities.columns.at'), cell: (activity) => formatDate(activity.at, true) },
      { id: 'what', header: t('linguists.activities.columns.what'), cell: (activity) => t(`linguists.activities.kinds.${activity.kind}`) },
      {
        id: 'subject',
        header: t('linguists.activities.columns.subject'),
        cell: (activity) =>
          activity.order ? <Link to={localized(`/order/${activity.order.id}`)}>{activity.order.title}</Link> : (activity.note?.text ?? EMPTY_VALUE),
      },
    ],
    [t, localized],
  );
  return (
    <Section title={t('linguists.activities.title')}>
      <ListTable<ActivityRow>
        result={{ data: rows, isFetching: result.isFetching, error: result.error }}
        paging={paging}
        label={t('linguists.activities.label')}
        columns={columns}
        emptyState={<EmptyState title={t('linguists.activities.empty')} />}
      />
    </Section>
  );
}
