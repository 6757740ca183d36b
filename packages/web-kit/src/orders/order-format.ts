import { EMPTY_VALUE, formatMoney, formatNumber } from '@inkwell/ui-kit';
import type { OrderDto, PriceRange } from '@inkwell/contracts';

const wholeNumber = (value: number) => formatNumber(value, 0);

/** Words of an order: the final count once the text is accepted, else the ordered range ('800 – 1.200'). */
export function formatWordsRange(words: OrderDto['words']): string {
  if (words.final !== null) return wholeNumber(words.final);
  if (words.min === words.max) return wholeNumber(words.min);
  return `${wholeNumber(words.min)} – ${wholeNumber(words.max)}`;
}

/** A price or pay: the final amount once known, else the range between the minimum and maximum words. */
export function formatMoneyRange(range: PriceRange | null): string {
  if (range === null) return EMPTY_VALUE;
  if (range.final !== null) return formatMoney(range.final, range.currency);
  if (range.min === range.max) return formatMoney(range.min, range.currency);
  return `${formatMoney(range.min, range.currency)} – ${formatMoney(range.max, range.currency)}`;
}

/** The linguist working on one service of an order, if anyone is assigned. */
export function assignedLinguist(order: Pick<OrderDto, 'services'>, service: 'copywriting' | 'proofreading') {
  return order.services.find((assignment) => assignment.name === service)?.linguist ?? null;
}
