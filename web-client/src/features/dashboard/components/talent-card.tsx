import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, EmptyState } from '@inkwell/ui-kit';
import { TOP_LINGUISTS_LIMIT, type LinguistListItem } from '@inkwell/contracts';
import { errorToText, Section, useDataTableLabels, useLocalizedPath } from '@inkwell/web-kit';
import { useGetLinguistsQuery, useGetTopLinguistsQuery } from '../../../api/linguists-api';
import { useLinguistColumns, type LinguistColumnId } from '../../../components/linguist-columns';

const TALENT_COLUMNS: LinguistColumnId[] = [
  'nickname',
  'level',
  'rating',
  'languages',
  'totalOrders',
  'successRate',
  'interests',
  'pricePerWord',
];

/** Spec §2 Get started: "Browse our talent community", the best rated linguists and a link to all of them. */
export function TalentCard() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tableLabels = useDataTableLabels();
  const columns = useLinguistColumns(TALENT_COLUMNS);
  const top = useGetTopLinguistsQuery(TOP_LINGUISTS_LIMIT);
  // limit 0 answers only the total (spec §9)
  const { data: all } = useGetLinguistsQuery({ limit: 0, offset: 0 });
  const rows = top.data ?? [];
  return (
    <Section title={t('linguist.talent.title')}>
      <DataTable<LinguistListItem>
        {...tableLabels}
        label={t('linguist.talent.title')}
        columns={columns}
        rows={rows}
        rowKey={(linguist) => linguist.id}
        // The top list is one fixed page: with no total the table shows no pager, whose page size would do nothing.
        total={0}
        loading={top.isFetching}
        error={top.error ? errorToText(top.error, t) : undefined}
        page={0}
        pageSize={10}
        onPageChange={() => undefined}
        onPageSizeChange={() => undefined}
        emptyState={<EmptyState title={t('linguist.talent.empty')} />}
      />
      <Link to={localized('/linguists/search')}>
        {all ? t('linguist.talent.more', { count: all.total }) : t('linguist.talent.moreUncounted')}
      </Link>
    </Section>
  );
}
