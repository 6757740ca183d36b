import type { TFunction } from 'i18next';
import { EMPTY_VALUE, formatDecimalMoney, formatNumber, formatPricePerWord } from '@inkwell/ui-kit';
import type { CurrencyIso } from '@inkwell/contracts';

/**
 * Spec §9: a price per word shows ×100 with the currency's minor-unit label, "6,50 ct/word"; the API gives it
 * as a decimal string in major units ("0.065"). Needs the profile-common texts.
 */
export function pricePerWordText(t: TFunction, pricePerWord: string | null, currency: CurrencyIso | null): string {
  const price = formatPricePerWord(pricePerWord);
  if (price === EMPTY_VALUE || currency === null) return EMPTY_VALUE;
  return t('profileCommon.perWord', { price, unit: t(`profileCommon.minorUnit.${currency}`) });
}

/** An amount the API gives in decimal currency units ('1234.50'), as ui-kit writes money. */
export function moneyText(amount: string | null, currency: CurrencyIso | null): string {
  return formatDecimalMoney(amount, currency);
}

/** A 0..1 fraction as "93,50 %"; null (no finished order yet) as the dash. */
export function percentText(fraction: number | null): string {
  return fraction === null ? EMPTY_VALUE : `${formatNumber(fraction * 100)} %`;
}

export function ratingText(rating: number | null): string {
  return formatNumber(rating);
}
