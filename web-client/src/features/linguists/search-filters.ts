import { LINGUIST_GROUP_TYPES, type LinguistSearchQuery, type LinguistSort } from '@inkwell/contracts';
import type { SortState } from '@inkwell/ui-kit';
import { listOf } from '../../utils/list-value';

export const emptyLinguistFilters = {
  languages: '',
  level: '',
  service: '',
  interests: '',
  relation: '',
  workedWithMe: '',
};
export type LinguistFilterValues = typeof emptyLinguistFilters;

const listOrUndefined = (value: string): string[] | undefined => {
  const values = listOf(value);
  return values.length === 0 ? undefined : values;
};

/** The filters as GET /client/linguists reads them; an unset filter is left out so the API's default applies. */
export function linguistQueryOf(filters: LinguistFilterValues): Omit<LinguistSearchQuery, 'limit' | 'offset' | 'search' | 'sort' | 'direction'> {
  const interests = listOrUndefined(filters.interests)?.map(Number).filter(Number.isInteger);
  return {
    languages: listOrUndefined(filters.languages),
    level: listOrUndefined(filters.level),
    service: (LINGUIST_GROUP_TYPES as readonly string[]).includes(filters.service)
      ? (filters.service as LinguistSearchQuery['service'])
      : undefined,
    interests: interests && interests.length > 0 ? interests : undefined,
    relation: filters.relation === 'bookmarked' || filters.relation === 'blocked' ? filters.relation : undefined,
    workedWithMe: filters.workedWithMe === 'yes' ? true : undefined,
  };
}

/** The table's sortable columns and the API's sort keys. */
const SORT_OF_COLUMN: Record<string, LinguistSort> = { rating: 'rating', totalOrders: 'orders', pricePerWord: 'price' };

export const DEFAULT_LINGUIST_SORT: SortState = { id: 'rating', direction: 'desc' };

export function sortQueryOf(sort: SortState): Pick<LinguistSearchQuery, 'sort' | 'direction'> {
  return { sort: SORT_OF_COLUMN[sort.id] ?? 'rating', direction: sort.direction };
}
