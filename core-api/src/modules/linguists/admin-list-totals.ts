import { ADMIN_LINGUIST_LIST_TOTAL_CAP } from '@inkwell/contracts';

/**
 * Staff's linguist and group lists count their matches only up to the cap (decision 034, admin lists): the SQL of
 * a capped count reads at most one match more than the cap, so this says whether it stopped there.
 */
export const CAPPED_COUNT_LIMIT = ADMIN_LINGUIST_LIST_TOTAL_CAP + 1;

export function cappedTotal(counted: number, exact: boolean): { total: number; totalCapped: boolean } {
  const totalCapped = !exact && counted > ADMIN_LINGUIST_LIST_TOTAL_CAP;
  return { total: totalCapped ? ADMIN_LINGUIST_LIST_TOTAL_CAP : counted, totalCapped };
}
