import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMPTY_VALUE, type DataTableColumn } from '@inkwell/ui-kit';
import type { LinguistListItem } from '@inkwell/contracts';
import { useCatalogueNames, useDisplayNames, useLevelLabel, useLocalizedPath } from '@inkwell/web-kit';
import { linguistName, percentText, pricePerWordText, ratingText } from '../utils/linguist-format';
import { LinguistAvatar } from './linguist-avatar';
import { StyledLinguistName, StyledRelationBadge } from './linguist-styled';

export type LinguistColumnId =
  | 'nickname'
  | 'level'
  | 'rating'
  | 'languages'
  | 'totalOrders'
  | 'successRate'
  | 'interests'
  | 'pricePerWord'
  | 'relation';

const SORTABLE: Partial<Record<LinguistColumnId, true>> = { rating: true, totalOrders: true, pricePerWord: true };

/** The linguist table's columns (spec §2), each linking her name to her page; the search sorts three of them. */
export function useLinguistColumns(ids: readonly LinguistColumnId[], sortable = false): DataTableColumn<LinguistListItem>[] {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const levelLabel = useLevelLabel();
  const { languageName } = useDisplayNames();
  const { catalogueNames } = useCatalogueNames();
  return useMemo(() => {
    const cells: Record<LinguistColumnId, DataTableColumn<LinguistListItem>['cell']> = {
      nickname: (linguist) => (
        <StyledLinguistName>
          <LinguistAvatar linguist={linguist} />
          <Link to={localized(`/linguist/${linguist.id}`)}>{linguistName(t, linguist)}</Link>
        </StyledLinguistName>
      ),
      level: (linguist) => (linguist.level ? levelLabel(linguist.level) : EMPTY_VALUE),
      rating: (linguist) => ratingText(linguist.rating),
      languages: (linguist) => linguist.languages.map(languageName).join(', ') || EMPTY_VALUE,
      totalOrders: (linguist) => linguist.totalOrders,
      successRate: (linguist) => percentText(linguist.successRate),
      interests: (linguist) => catalogueNames('textTopics', linguist.interests) || EMPTY_VALUE,
      pricePerWord: (linguist) => pricePerWordText(t, linguist.pricePerWord, linguist.currency),
      relation: (linguist) =>
        linguist.relation ? (
          <StyledRelationBadge $relation={linguist.relation}>{t(`linguist.relation.${linguist.relation}`)}</StyledRelationBadge>
        ) : (
          EMPTY_VALUE
        ),
    };
    const numeric = new Set<LinguistColumnId>(['rating', 'totalOrders', 'successRate', 'pricePerWord']);
    return ids.map((id) => ({
      id,
      header: t(`linguist.columns.${id}`),
      cell: cells[id],
      align: numeric.has(id) ? ('right' as const) : undefined,
      sortable: sortable && SORTABLE[id] === true,
    }));
  }, [ids, sortable, t, localized, levelLabel, languageName, catalogueNames]);
}
