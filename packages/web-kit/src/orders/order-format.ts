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

/**
 * Whether an order can have a submitted text yet: an open order and one its writer is still on for the first time
 * have none, so their pages ask for none (the answer would be a 404, logged by the browser).
 */
export function mayHaveSubmittedText(order: Pick<OrderDto, 'status'>): boolean {
  return order.status !== 'open' && order.status !== 'processing_cw';
}
