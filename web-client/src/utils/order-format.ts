import { EMPTY_VALUE, formatMoney, formatNumber } from '@inkwell/ui-kit';
import type { OrderDto, PriceRange } from '@inkwell/contracts';

/** Spec §2 Words column: the final count once known, else "min – max". */
export function wordsText(words: OrderDto['words']): string {
  if (words.final !== null) return formatNumber(words.final, 0);
  return `${formatNumber(words.min, 0)} – ${formatNumber(words.max, 0)}`;
}

/** Spec §2 Price column: the final price once known, else "min – max", each with its currency. */
export function priceText(price: PriceRange | null): string {
  if (price === null) return EMPTY_VALUE;
  if (price.final !== null) return formatMoney(price.final, price.currency);
  return `${formatMoney(price.min, price.currency)} – ${formatMoney(price.max, price.currency)}`;
}

export type ServiceKey = 'copywriting' | 'copywriting_proofreading';

/** The spec's two services: copywriting, or copywriting with proofreading. */
export function serviceKeyOf(order: Pick<OrderDto, 'services'>): ServiceKey {
  return order.services.some((service) => service.name === 'proofreading') ? 'copywriting_proofreading' : 'copywriting';
}
