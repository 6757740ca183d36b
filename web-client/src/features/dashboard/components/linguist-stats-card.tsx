import { useTranslation } from 'react-i18next';
import { Alert, EMPTY_VALUE } from '@inkwell/ui-kit';
import { DetailsCard, errorToText } from '@inkwell/web-kit';
import { useGetLinguistStatsQuery } from '../../../api/linguists-api';

const COUNTS = ['bookmarked', 'blocked', 'groups', 'workedWithLifetime', 'workedWithLastMonth'] as const;

/** Spec §2 dashboard sidebar: the client's linguist counts. */
export function LinguistStatsCard() {
  const { t } = useTranslation();
  const { data: stats, error } = useGetLinguistStatsQuery();
  if (error) return <Alert variant="danger">{errorToText(error, t)}</Alert>;
  return (
    <DetailsCard
      title={t('linguist.stats.title')}
      items={COUNTS.map((count) => ({ id: count, label: t(`linguist.stats.${count}`), value: stats ? stats[count] : EMPTY_VALUE }))}
    />
  );
}
