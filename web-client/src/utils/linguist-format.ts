import type { TFunction } from 'i18next';
import { EMPTY_VALUE, formatNumber, formatPricePerWord } from '@inkwell/ui-kit';
import type { LinguistListItem } from '@inkwell/contracts';

/**
 * Spec §9: a price per word shows ×100 with the currency's minor-unit label, "1,20 ct/word"; the API gives it
 * as a decimal string in major units ("0.012").
 */
export function pricePerWordText(
  t: TFunction,
  pricePerWord: string | null,
  currency: LinguistListItem['currency'],
): string {
  const price = formatPricePerWord(pricePerWord);
  if (price === EMPTY_VALUE || currency === null) return EMPTY_VALUE;
  return t('linguist.perWord', { price, unit: t(`linguist.minorUnit.${currency}`) });
}

/** A 0..1 fraction as "93,50 %"; null (no finished order yet) as the dash. */
export function percentText(fraction: number | null): string {
  return fraction === null ? EMPTY_VALUE : `${formatNumber(fraction * 100)} %`;
}

export function ratingText(rating: number | null): string {
  return formatNumber(rating);
}

/** A linguist without a nickname still needs a name to link and to announce. */
export function linguistName(t: TFunction, linguist: Pick<LinguistListItem, 'id' | 'nickname'>): string {
  return linguist.nickname ?? t('linguist.noNickname', { id: linguist.id });
}
